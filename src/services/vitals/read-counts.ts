import type { Payload } from 'payload'
import { daysBefore, type CountRow } from '@/domain/vitals'
import { execute } from '@/server/db/execute'
import { vitalsCountsSql } from '@/server/db/web-vitals'

/** The report's period: Google's field data (CrUX) covers 28 days too. */
export const REPORT_DAYS = 28

/** The histogram rows of the `days` days ending on `lastDay` (YYYY-MM-DD, UTC), inclusive. */
export async function readVitalsCounts(payload: Payload, lastDay: string, days = REPORT_DAYS): Promise<CountRow[]> {
  const rows = await execute(payload, vitalsCountsSql(daysBefore(lastDay, days - 1), lastDay))
  return rows.map((r) => ({
    day: String(r.day),
    template: String(r.template),
    device: String(r.device),
    metric: String(r.metric),
    bucket: Number(r.bucket),
    count: Number(r.count),
  }))
}
