import type { FeedVehicle } from './types'

/**
 * The two prices a feed row carries (issue 37 "Feeds"; decision 0316): while a drop counts (the
 * vehicle row's `priceDrop`, kept from the price history over the dealership's window), `price` is
 * the price before the drop and `salePrice` today's; otherwise `price` is today's and there is no
 * sale price. Google's vehicle ads and Meta's automotive catalog both read a lower `sale_price`
 * beside `price` as the reduced price. An old price with no recorded drop is never advertised as one.
 */
export function advertisedPrices(v: Pick<FeedVehicle, 'price' | 'oldPrice' | 'priceDrop'>): {
  price: number
  salePrice: number | null
} {
  const price = v.price as number
  const dropped = v.priceDrop > 0 && v.oldPrice !== null && v.oldPrice > price
  return dropped ? { price: v.oldPrice as number, salePrice: price } : { price, salePrice: null }
}
