export * from './rules'
export * from './format'
