/** Validation rules of site.md section 5 and visitor-layer.md section 5, in one import. */
export * from './date'
export * from './email'
export * from './empty'
export * from './messages'
export * from './phone'
export * from './ssn'
export * from './zod'
