import type { Valuation } from '@/domain/trade-in/offer-settings'

/** What a valuation source answers for a vehicle; null when it has no value (bring the vehicle in). */
export type ValuationQuery = {
  year: number
  make: string
  model: string
  series?: string | null
  style?: string | null
  mileage?: number | null
}

export interface ValuationProvider {
  readonly name: string
  lookup(query: ValuationQuery): Promise<Valuation | null>
}
