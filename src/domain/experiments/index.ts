export * from './types'
export * from './bucket'
export * from './from-doc'
export * from './client-state'
