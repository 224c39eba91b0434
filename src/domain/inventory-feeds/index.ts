export * from './types'
export * from './csv-write'
export * from './google'
export * from './meta'
