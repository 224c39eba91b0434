import type { ToastPair } from './form-texts'
import type { PersonFieldName } from './person-fields'

/**
 * Every word the test drive scheduler shows, in the page's language (issue 39, "Forms and leads in
 * the shopper's language"), made on the server from the catalog (src/i18n/form-texts.ts) and
 * handed to the client leaf as a prop: the leaf carries no catalog, so an English page's
 * first-load JavaScript holds no Spanish and a Spanish page's none of the English texts.
 * `{name}` marks a value the leaf fills in (fillText).
 */
export type TestDriveTexts = {
  label: string
  /** '{step}' */
  step: string
  chooseDay: string
  /** '{day}' */
  chooseTime: string
  /** '{zone}', '{store}' */
  zoneStore: string
  /** '{zone}' */
  zoneAny: string
  back: string
  change: string
  /** '{day}', '{time}' */
  when: string
  confirmLabel: string
  confirmButton: string
  sending: string
  loading: string
  toasts: ToastPair
  person: Record<PersonFieldName, string>
  phoneConsent: string
  /** The form's own check's messages: the spec's English -> this language (empty in English). */
  errors: Readonly<Record<string, string>>
  /** The BCP 47 tag the day labels are written in: 'en-US', 'es-US'. */
  dateLocale: string
}
