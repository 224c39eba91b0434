import type { TestDriveTexts } from '@/components/forms/test-drive-texts'
import type { Locale } from '@/domain/i18n/locale-path'
import { fieldErrorTexts } from './field-errors'
import { translator } from './translate'

/** The US forms of the site's languages, for dates the browser writes (Intl). */
const DATE_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' }

/** The test drive scheduler's texts in a locale (issue 39), for the vehicle page to hand it. */
export function testDriveTexts(locale: Locale): TestDriveTexts {
  const tr = translator(locale)
  return {
    label: tr('test-drive.label'),
    step: tr('test-drive.step'),
    chooseDay: tr('test-drive.choose-day'),
    chooseTime: tr('test-drive.choose-time'),
    zoneStore: tr('test-drive.zone.store'),
    zoneAny: tr('test-drive.zone.any'),
    back: tr('test-drive.back'),
    change: tr('test-drive.change'),
    when: tr('test-drive.when'),
    confirmLabel: tr('test-drive.confirm.label'),
    confirmButton: tr('test-drive.confirm.button'),
    sending: tr('form.sending'),
    loading: tr('test-drive.loading'),
    toasts: {
      success: {
        title: tr('test-drive.toast.success.title'),
        description: tr('test-drive.toast.success.description'),
      },
      error: { title: tr('test-drive.toast.error.title'), description: tr('test-drive.toast.error.description') },
    },
    person: {
      firstName: tr('form.first-name'),
      lastName: tr('form.last-name'),
      email: tr('form.email'),
      phone: tr('form.phone'),
    },
    phoneConsent: tr('form.phone-consent'),
    errors: fieldErrorTexts(locale),
    dateLocale: DATE_LOCALES[locale],
  }
}
