export * from './messages'
export * from './schema'
export * from './policy'
export * from './form-errors'
