import type { VehicleCard } from '@/data/vehicles'

/**
 * What a result card shows, and nothing more: the card is a client component, so this object is what
 * travels in the page's React payload for each of the 24 results (benchmarks: the SRP's weight is its cost).
 */
export type CardView = Pick<VehicleCard, 'id' | 'url' | 'title' | 'price' | 'oldPrice' | 'priceDrop' | 'mileage' | 'premiumUpgrade' | 'image'>

export function cardView(v: VehicleCard): CardView {
  return { id: v.id, url: v.url, title: v.title, price: v.price, oldPrice: v.oldPrice, priceDrop: v.priceDrop, mileage: v.mileage, premiumUpgrade: v.premiumUpgrade, image: v.image }
}
