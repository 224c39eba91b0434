/**
 * The dashboard's popup table (issue 20, decision 0246): per popup, over the last 30 days, how
 * often it was shown and sent, and the share of views that ended in a submission.
 */
export type PopupCountRow = {
  popupId: string
  name: string | null
  views: number | string
  submissions: number | string
}
export type PopupConversion = { popupId: string; name: string; views: number; submissions: number; conversion: string }

const count = (v: unknown) => {
  const n = Number(v)
  return Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0
}

/** "12.5%" (one decimal), or "–" when the popup was never shown: no rate to speak of. */
export function conversionText(views: number, submissions: number): string {
  if (views <= 0) return '–'
  return `${((Math.min(submissions, views) / views) * 100).toFixed(1)}%`
}

/** Most shown first; a popup deleted since keeps its id as its name. */
export function popupConversions(rows: readonly PopupCountRow[]): PopupConversion[] {
  return rows
    .map((r) => {
      const views = count(r.views)
      const submissions = count(r.submissions)
      return {
        popupId: r.popupId,
        name: r.name?.trim() || r.popupId,
        views,
        submissions,
        conversion: conversionText(views, submissions),
      }
    })
    .sort((a, b) => b.views - a.views || a.name.localeCompare(b.name))
}
