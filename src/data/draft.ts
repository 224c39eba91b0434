import 'server-only'
import { draftMode } from 'next/headers'

/**
 * True inside the admin's preview or live-preview frame. Draft mode is switched on only by
 * /api/preview after it has checked a staff session (issue 5, "Drafts and live preview").
 */
export async function isDraft(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}
