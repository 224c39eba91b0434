export * from './csv'
export * from './column-map'
export * from './rows'
