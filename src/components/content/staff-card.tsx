import { LocalLink } from '@/components/i18n/local-link'
import { DEPARTMENT_LABELS, type StaffView } from '@/data/staff'

export const staffHref = (slug: string) => `/our-company/meet-our-team/${slug}`

/** A team member in lists (site.md section 3, "Staff member"). */
export function StaffCard({ member: m }: { member: StaffView }) {
  return (
    <article className="staff-card">
      {m.image ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={m.image.src} alt={m.image.alt || m.fullName} width={160} height={160} loading="lazy" />
      ) : (
        <span className="staff-card__initials" aria-hidden="true">
          {m.firstName[0]}
          {m.lastName[0]}
        </span>
      )}
      <h3>
        <LocalLink href={staffHref(m.slug)}>{m.fullName}</LocalLink>
      </h3>
      <p>{m.title ?? DEPARTMENT_LABELS[m.department] ?? m.department}</p>
    </article>
  )
}
