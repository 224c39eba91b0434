import type { Metadata } from 'next'
import { getStaff, DEPARTMENT_LABELS } from '@/data/staff'
import { pageMetadata } from '@/data/seo'
import { StaffCard } from '@/components/content/staff-card'
import '@/components/blocks/blocks.css'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('our-company/meet-our-team', { path: '/our-company/meet-our-team' })
}

/** /our-company/meet-our-team: the staff collection grouped by department (site.md section 2). */
export default async function MeetOurTeamPage() {
  const staff = await getStaff()
  const departments = [...new Set(staff.map((s) => s.department))]
  return (
    <div className="section">
      <h1>Meet Our Team</h1>
      {staff.length === 0 ? <p>Our team list is being updated. Please check back soon.</p> : null}
      {departments.map((d) => (
        <section key={d} aria-labelledby={`dept-${d}`}>
          <h2 id={`dept-${d}`}>{DEPARTMENT_LABELS[d] ?? d}</h2>
          <div className="staff-grid">
            {staff
              .filter((s) => s.department === d)
              .map((m) => (
                <StaffCard key={m.id} member={m} />
              ))}
          </div>
        </section>
      ))}
    </div>
  )
}
