import type { Payload } from 'payload'
import { seededPopupDocs } from '@/domain/popups'

/**
 * The built-in popups (visitor-layer.md section 2: unlock inventory, user lead, user-lead phone
 * verification) and the $500 credit example, published, as editable documents (issue 8). Keyed on
 * popupId: an existing popup (edited or not) is left alone.
 */
export async function seedPopups(payload: Payload): Promise<number> {
  let created = 0
  for (const doc of seededPopupDocs()) {
    const existing = await payload.find({
      collection: 'popups',
      where: { popupId: { equals: doc.popupId } },
      limit: 1,
      depth: 0,
      pagination: false,
      draft: true,
    })
    if (existing.docs.length) continue
    await payload.create({ collection: 'popups', data: { ...doc, _status: 'published' } as never, depth: 0 })
    created++
  }
  return created
}
