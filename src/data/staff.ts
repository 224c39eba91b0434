import 'server-only'
import { unstable_cache } from 'next/cache'
import { payloadClient } from './payload'
import { imageView, type ImageView } from './media-url'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'

/** A team member as pages show them; the e-mail address never leaves the server. */
export type StaffView = {
  id: number
  slug: string
  firstName: string
  lastName: string
  fullName: string
  department: string
  title: string | null
  phone: string | null
  rating: number | null
  image: ImageView | null
  updatedAt: string
}

export const DEPARTMENT_LABELS: Record<string, string> = {
  sales: 'Sales',
  finance: 'Finance',
  service: 'Service',
  management: 'Management',
  buying: 'Buying',
}

export const getStaff = unstable_cache(
  async (): Promise<StaffView[]> => {
    const payload = await payloadClient()
    const res = await payload.find({
      collection: 'staff',
      limit: 500,
      depth: 1,
      overrideAccess: false,
      sort: 'lastName',
      pagination: false,
    })
    return res.docs.map((s) => ({
      id: s.id,
      slug: s.slug,
      firstName: s.firstName,
      lastName: s.lastName,
      fullName: `${s.firstName} ${s.lastName}`,
      department: s.department,
      title: s.title ?? null,
      phone: s.phone ?? null,
      rating: s.rating ?? null,
      image: imageView(s.image),
      updatedAt: s.updatedAt,
    }))
  },
  ['staff-v1'],
  { tags: [TAGS.staff], revalidate: SHARED_CACHE_SECONDS },
)

export async function getStaffMember(slug: string): Promise<StaffView | null> {
  return (await getStaff()).find((s) => s.slug === slug) ?? null
}
