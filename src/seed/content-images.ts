/**
 * Pictures for the demo content (issue 5): a hero image for each car-research article and a portrait
 * for most team members, drawn locally with sharp (no network). They are attached only when the
 * article or staff member is created, so an editor who removes a picture keeps it removed.
 */
import type { Payload } from 'payload'
import { articleHeroSvg, renderSvg, staffPortraitSvg } from './images'

/** Team members seeded without a photo: the pages must work without one (site.md section 3). */
export const STAFF_WITHOUT_PHOTO: readonly string[] = ['emily-tran']

export const articleHeroAlt = (title: string) => `Title card reading "${title}" above a road`
export const staffPhotoAlt = (fullName: string) => `Silhouette of ${fullName} with their initials`

/** The media document with this alt text (ours alone), drawn and uploaded when missing. */
async function mediaByAlt(payload: Payload, alt: string, name: string, svg: () => string): Promise<number> {
  const found = await payload.find({
    collection: 'media',
    where: { alt: { equals: alt } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  if (found.docs[0]) return found.docs[0].id
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data: await renderSvg(svg()), mimetype: 'image/webp', name, size: 0 },
    depth: 0,
  })
  return doc.id
}

const hueOf = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7)

export async function withArticleHero<T extends { title: string; slug: string }>(
  payload: Payload,
  article: T,
): Promise<T & { heroImage: number }> {
  const heroImage = await mediaByAlt(payload, articleHeroAlt(article.title), `article-${article.slug}.webp`, () =>
    articleHeroSvg(article.title, hueOf(article.slug)),
  )
  return { ...article, heroImage }
}

export async function withStaffPhoto<T extends { firstName: string; lastName: string; slug: string }>(
  payload: Payload,
  member: T,
): Promise<T & { image?: number }> {
  if (STAFF_WITHOUT_PHOTO.includes(member.slug)) return member
  const fullName = `${member.firstName} ${member.lastName}`
  const image = await mediaByAlt(payload, staffPhotoAlt(fullName), `staff-${member.slug}.webp`, () =>
    staffPortraitSvg(`${member.firstName[0]}${member.lastName[0]}`, hueOf(member.slug)),
  )
  return { ...member, image }
}
