/**
 * Offer settings (site.md section 3 "Offer settings", section 4 "Offer types", section 9 constants).
 * Editors own these in the admin; the engine reads them as untrusted data. The questions travel in
 * the settings because deductions are attached to answers, and evaluateOffer needs both.
 */
import type { Question } from './questionnaire'
import type { OfferRule } from './rule-types'
import { SEED_QUESTIONNAIRE } from './seed-questionnaire'

export const PRICE_KEYS = [
  'adjusted_whole_avg',
  'adjusted_whole_clean',
  'adjusted_whole_rough',
  'adjusted_retail_avg',
] as const
export type PriceKey = (typeof PRICE_KEYS)[number]
/** Market values in dollars from the valuation provider, by price key. */
export type Valuation = Partial<Record<PriceKey, number | null>>

/** site.md section 3 "Trade-in valuation vehicle", plus mileage from the form extras. */
export type TradeInVehicle = Partial<
  Record<
    | 'make'
    | 'model'
    | 'model_year'
    | 'mileage'
    | 'miles'
    | 'series'
    | 'style'
    | 'class_name'
    | 'transmission'
    | 'drivetrain'
    | 'city_mpg'
    | 'hwy_mpg'
    | 'base_hp'
    | 'torque'
    | 'ext_doors'
    | 'fuel_type',
    string | number | null
  >
>

export type Payment = { label: string; amount: number }
/** A share of the later money, paid at one step; percents should total 100 (the last step takes any rest). */
export type StepPayment = { label: string; percent: number }

export type OfferSettings = {
  questions: Question[]
  /** Any match sends the vehicle to bringVehicleIn: no price is shown (site.md section 4). */
  bringVehicleIn: OfferRule[]
  cashNow: {
    priceKey: PriceKey
    /** site.md section 4: "cashNow falls back when its value is under 1000". */
    minimum: number
    /** 'bringVehicleIn': no online price under the minimum; 'floor': pay the minimum. */
    belowMinimum: 'bringVehicleIn' | 'floor'
    /** site.md section 9: "Cash-now adjustment -5 percent under some conditions"; any rule matching applies it. */
    adjustment: { percent: number; when: OfferRule[] }
  }
  moreCashLater: {
    priceKey: PriceKey
    /** site.md section 4: moreCashLater applies only to vehicles at least 10 years old. */
    minVehicleAgeYears: number
    /** site.md section 9: reserve price 68 percent, profit share 32 percent. */
    reservePercent: number
    profitSharePercent: number
    /** site.md section 9: recondition cost minimum 560; advertising 5 percent with a 995 base. */
    reconditionMinimum: number
    advertising: { base: number; percent: number }
    stepPayments: StepPayment[]
    /** Fixed extra payments added after the steps. */
    additionalPayments: Payment[]
  }
  /** site.md sections 1 and 9: offers valid 7 days. */
  validityDays: number
}

export const OFFER_VALIDITY_DAYS = 7

export const SAMPLE_OFFER_SETTINGS: OfferSettings = {
  questions: SEED_QUESTIONNAIRE.questions,
  bringVehicleIn: [
    { label: 'Model year at least 15 years old', field: 'vehicleAgeYears', operator: '>=', value: 15 },
    // "newer than one year ago": this model year or later, i.e. less than one calendar year old.
    { label: 'Model year newer than one year ago', field: 'vehicleAgeYears', operator: '<', value: 1 },
    { label: 'Cash offer above 60000', field: 'cashNowValue', operator: '>', value: 60000 },
    { label: 'Makes we appraise in person', field: 'make', operator: 'in', value: ['Tesla', 'Maserati'] },
    {
      label: 'Nissan Leaf',
      all: [
        { field: 'make', operator: '==', value: 'Nissan' },
        { field: 'model', operator: '==', value: 'Leaf' },
      ],
    },
    { label: 'Mileage at least 160000', field: 'mileage', operator: '>=', value: 160000 },
    { label: 'Hail damage or rust', field: 'answers.300', operator: '==', value: 'yes' },
    { label: 'Frame damage or salvage title', field: 'answers.301', operator: '==', value: 'yes' },
    { label: 'Not running', field: 'answers.400', operator: '==', value: 'not_running' },
    { label: 'Transmission issues', field: 'answers.401', operator: '==', value: 'yes' },
  ],
  cashNow: {
    priceKey: 'adjusted_whole_avg',
    minimum: 1000,
    belowMinimum: 'bringVehicleIn',
    adjustment: {
      percent: -5,
      when: [
        {
          label: 'Older high-mileage vehicle',
          all: [
            { field: 'vehicleAgeYears', operator: '>=', value: 8 },
            { field: 'mileage', operator: '>=', value: 120000 },
          ],
        },
      ],
    },
  },
  moreCashLater: {
    priceKey: 'adjusted_retail_avg',
    minVehicleAgeYears: 10,
    reservePercent: 68,
    profitSharePercent: 32,
    reconditionMinimum: 560,
    advertising: { base: 995, percent: 5 },
    stepPayments: [
      { label: '30 days after pickup', percent: 50 },
      { label: 'When your vehicle sells', percent: 50 },
    ],
    additionalPayments: [],
  },
  validityDays: OFFER_VALIDITY_DAYS,
}
