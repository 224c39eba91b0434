/**
 * The day of a price change on the vehicle page (issue 37: "Price dropped $1,000 on Nov 12"; the
 * sentence around it is the catalog's, src/i18n/price-history-words.ts). Dates are read on the
 * dealership's clock: a drop saved at 11 pm in the Quad Cities is that day's, not the next day's in
 * UTC.
 */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>()

function dayFormat(timeZone: string, dateLocale: string): Intl.DateTimeFormat {
  const key = `${dateLocale} ${timeZone}`
  let f = DAY_FORMATS.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(dateLocale, { month: 'short', day: 'numeric', timeZone })
    DAY_FORMATS.set(key, f)
  }
  return f
}

/** "Nov 12" on the given clock; "12 nov" in 'es-US'. */
export function formatChangeDay(at: Date, timeZone: string, dateLocale = 'en-US'): string {
  return dayFormat(timeZone, dateLocale).format(at)
}
