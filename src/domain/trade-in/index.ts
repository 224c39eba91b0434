/** Trade-in questionnaire and offer rules engine: pure, no framework imports (ARCHITECTURE "domain/"). */
export * from './rules'
export { compare, looseEquals, toNumber } from './rule-compare'
export * from './questionnaire'
export * from './deductions'
export { SEED_QUESTIONNAIRE } from './seed-questionnaire'
export * from './offer-settings'
export * from './more-cash-later'
export * from './offer'
