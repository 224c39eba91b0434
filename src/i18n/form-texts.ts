import type { TestDriveTexts } from '@/components/forms/test-drive-texts'
import type { ContactTexts } from '@/components/forms/contact-texts'
import { routes } from '@/config/routes'
import { CONTACT_INQUIRY_TYPES, type ContactInquiryId } from '@/domain/leads/form-types'
import { localizedPath, type Locale } from '@/domain/i18n/locale-path'
import { LOCALE_TAGS } from '@/domain/i18n/locale-tags'
import { fieldErrorTexts } from './field-errors'
import { translator, type MessageKey, type Translate } from './translate'

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
    loading: tr('test-drive.loading'),
    toasts: {
      success: {
        title: tr('test-drive.toast.success.title'),
        description: tr('test-drive.toast.success.description'),
      },
      error: { title: tr('test-drive.toast.error.title'), description: tr('test-drive.toast.error.description') },
    },
    ...sharedTexts(tr, locale),
    dateLocale: LOCALE_TAGS[locale],
  }
}

/** What every lead form shows alike: the person block, the sending button, its own check's messages. */
function sharedTexts(tr: Translate, locale: Locale) {
  return {
    person: {
      firstName: tr('form.first-name'),
      lastName: tr('form.last-name'),
      email: tr('form.email'),
      phone: tr('form.phone'),
    },
    phoneConsent: tr('form.phone-consent'),
    sending: tr('form.sending'),
    errors: fieldErrorTexts(locale),
  }
}

/** The contact form's texts and links in a locale (issue 39), for the contact page to hand it. */
export function contactTexts(locale: Locale): ContactTexts {
  const tr = translator(locale)
  const href = (path: string) => localizedPath(path, locale)
  return {
    label: tr('contact.label'),
    about: tr('contact.about'),
    vin: tr('contact.vin'),
    inquiryType: tr('contact.inquiry-type'),
    inquiryTypes: Object.fromEntries(
      CONTACT_INQUIRY_TYPES.map((type) => [type.id, tr(`contact.inquiry.${type.id}` as MessageKey)]),
    ) as Record<ContactInquiryId, string>,
    yourVehicle: tr('contact.your-vehicle'),
    vehicle: {
      make: tr('contact.vehicle.make'),
      model: tr('contact.vehicle.model'),
      year: tr('contact.vehicle.year'),
      price: tr('contact.vehicle.price'),
      mileage: tr('contact.vehicle.mileage'),
    },
    message: tr('contact.message'),
    privacyLine: tr('contact.privacy-line'),
    privacyLink: tr('contact.privacy-link'),
    privacyHref: href(routes.privacyPolicy),
    submit: tr('contact.submit'),
    confirmationHref: href('/amp-contact-request-confirmation'),
    toasts: {
      success: { title: tr('contact.toast.success.title'), description: tr('contact.toast.success.description') },
      error: { title: tr('contact.toast.error.title'), description: tr('contact.toast.error.description') },
    },
    ...sharedTexts(tr, locale),
  }
}
