export * from './touches'
export * from './channel'
export * from './rows'
