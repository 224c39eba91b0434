export * from './messages'
export * from './schema'
export * from './policy'
