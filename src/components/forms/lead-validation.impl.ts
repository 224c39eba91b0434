/** What browser forms validate with, split into its own chunk by ./lead-validation (decision 0120). */
export { leadSchemas } from '@/domain/leads/schemas'
export { fieldErrorsOf } from '@/domain/leads/parse-lead'
