import type { Payload } from 'payload'
import { sql } from 'drizzle-orm'
import { execute } from '@/server/db/execute'

export type PopupStatEvent = 'view' | 'submit'

/**
 * One more view or submission of a popup today (UTC), in one atomic statement (decision 0246):
 * concurrent counts from several instances never lose an increment, which a read-then-write through
 * the Local API would. The row's shape is the popup-stats collection's.
 */
export async function countPopupEvent(payload: Payload, popupId: string, event: PopupStatEvent, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10)
  const views = event === 'view' ? 1 : 0
  const submissions = event === 'submit' ? 1 : 0
  await execute(
    payload,
    sql`INSERT INTO popup_stats (popup_id, day, views, submissions) VALUES (${popupId}, ${day}, ${views}, ${submissions})
        ON CONFLICT (popup_id, day) DO UPDATE SET views = popup_stats.views + excluded.views, submissions = popup_stats.submissions + excluded.submissions`,
  )
}
