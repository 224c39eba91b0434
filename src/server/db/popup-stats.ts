import { sql, type SQL } from 'drizzle-orm'

/**
 * popup_stats (collection popup-stats; decision 0246): one more view or submission of a popup on a
 * day, in one atomic upsert, so concurrent counts from several instances never lose an increment
 * (a read-then-write through the Local API would).
 */
export function countPopupEventSql(popupId: string, day: string, views: number, submissions: number): SQL {
  return sql`INSERT INTO popup_stats (popup_id, day, views, submissions) VALUES (${popupId}, ${day}, ${views}, ${submissions})
        ON CONFLICT (popup_id, day) DO UPDATE SET views = popup_stats.views + excluded.views, submissions = popup_stats.submissions + excluded.submissions`
}
