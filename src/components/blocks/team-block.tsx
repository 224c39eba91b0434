import { LocalLink } from '@/components/i18n/local-link'
import { getStaff } from '@/data/staff'
import { StaffCard } from '@/components/content/staff-card'
import type { BlockOf } from './types'

export async function TeamBlock({ block }: { block: BlockOf<'team'> }) {
  const staff = (await getStaff()).slice(0, block.limit ?? 6)
  return (
    <section className="section" aria-labelledby={`team-${block.id}`}>
      <h2 id={`team-${block.id}`}>{block.heading || 'Meet our team'}</h2>
      {block.intro ? <p className="section__intro">{block.intro}</p> : null}
      <div className="staff-grid">
        {staff.map((m) => (
          <StaffCard key={m.id} member={m} />
        ))}
      </div>
      <p>
        <LocalLink href="/our-company/meet-our-team">See the whole team</LocalLink>
      </p>
    </section>
  )
}
