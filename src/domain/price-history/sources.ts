/** Where a recorded price change came from (issue 37: every path that changes a price records it). */
export const PRICE_CHANGE_SOURCES = ['edit', 'import', 'bulk'] as const
export type PriceChangeSource = (typeof PRICE_CHANGE_SOURCES)[number]

export const PRICE_CHANGE_SOURCE_LABELS: Record<PriceChangeSource, string> = {
  edit: 'Admin or API edit',
  import: 'CSV or feed import',
  bulk: 'Bulk load (SQL)',
}

/** The `req.context` key an import sets (run-import.ts), so the history says where a change came from. */
export const PRICE_CHANGE_SOURCE_CONTEXT = 'priceChangeSource'
