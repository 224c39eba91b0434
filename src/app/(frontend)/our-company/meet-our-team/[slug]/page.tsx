import type { Metadata } from 'next'
import { pageNotFound } from '@/data/log'
import { LocalLink } from '@/components/i18n/local-link'
import { getStaffMember, DEPARTMENT_LABELS } from '@/data/staff'
import { pageMetadata } from '@/data/seo'
import { StaffMessageSlot } from './staff-message-slot'
import { telHref } from '@/domain/phone/phone-links'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const member = await getStaffMember(slug)
  if (!member) return {}
  return pageMetadata('our-company/meet-our-team/[slug]', {
    path: `/our-company/meet-our-team/${member.slug}`,
    // Placeholders of site.md section 3: staff_name, staff_department.
    values: {
      staff_name: member.fullName,
      staff_department: DEPARTMENT_LABELS[member.department] ?? member.department,
    },
  })
}

/** One team member (site.md section 2; section 3 "Staff member") with the staff message form. */
export default async function TeamMemberPage({ params }: Props) {
  const { slug } = await params
  const member = await getStaffMember(slug)
  if (!member) return pageNotFound(`/our-company/meet-our-team/${slug}`)
  return (
    <article className="section staff-member" aria-labelledby="staff-name">
      <p>
        <LocalLink href="/our-company/meet-our-team">← Meet our team</LocalLink>
      </p>
      {member.image ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={member.image.src} alt={member.image.alt || member.fullName} width={240} height={240} />
      ) : null}
      <h1 id="staff-name">{member.fullName}</h1>
      <p>
        {member.title ?? ''}
        {member.title ? ' · ' : ''}
        {DEPARTMENT_LABELS[member.department] ?? member.department}
      </p>
      {member.rating ? <p aria-label={`Rated ${member.rating} out of 5`}>★ {member.rating.toFixed(1)}</p> : null}
      {member.phone ? (
        <p>
          <a href={telHref(member.phone) ?? undefined}>{member.phone}</a>
        </p>
      ) : null}
      <StaffMessageSlot staffId={member.id} staffSlug={member.slug} staffName={member.fullName} />
    </article>
  )
}
