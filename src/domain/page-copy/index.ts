export * from './defaults'
export {
  COPY_PLACEHOLDERS,
  fillCopy,
  fillCopyText,
  placeholderHelp,
  unknownPlaceholders,
  type CopyPlaceholder,
  type CopyPlaceholderValues,
} from './placeholders'
export { copyPlaceholderValues, type CopyFigures } from './values'
export { withDefaults } from './with-defaults'
