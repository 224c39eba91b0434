export * from './locale-path'
export * from './alternates'
export * from './browser-language'
