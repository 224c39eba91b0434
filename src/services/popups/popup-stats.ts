import type { Payload } from 'payload'
import { execute } from '@/server/db/execute'
import { countPopupEventSql } from '@/server/db/popup-stats'

export type PopupStatEvent = 'view' | 'submit'

/**
 * One more view or submission of a popup today (UTC), in one atomic statement (decision 0246):
 * concurrent counts from several instances never lose an increment, which a read-then-write through
 * the Local API would (src/server/db/popup-stats.ts).
 */
export async function countPopupEvent(
  payload: Payload,
  popupId: string,
  event: PopupStatEvent,
  now = new Date(),
): Promise<void> {
  const day = now.toISOString().slice(0, 10)
  const views = event === 'view' ? 1 : 0
  const submissions = event === 'submit' ? 1 : 0
  await execute(payload, countPopupEventSql(popupId, day, views, submissions))
}
