export * from './rules'
export * from './format'
export * from './sources'
