import { CAREERS_COPY, CONTACT_COPY, REFERRALS_COPY, type IntroCopy } from '@/domain/page-copy'
import { pageCopyGlobal } from './define'
import { copyField } from './fields'

const introFields = (under: string, d: IntroCopy) => [
  copyField('heading', { label: 'Page heading', description: 'Large heading at the top.', defaultValue: d.heading }),
  copyField('intro', {
    label: 'Introduction',
    description: `Paragraph under the heading, above ${under}.`,
    long: true,
    defaultValue: d.intro,
  }),
]

/** The heading and introduction of the form pages (issue 20): careers, referrals, contact. */
export const CareersCopyGlobal = pageCopyGlobal({
  slug: 'careers-copy',
  label: 'Careers page',
  path: '/our-company/careers',
  description: 'Words of the careers page. The application form itself is not edited here.',
  fields: introFields('the application form', CAREERS_COPY),
})

export const ReferralsCopyGlobal = pageCopyGlobal({
  slug: 'referrals-copy',
  label: 'Refer a friend page',
  path: '/referrals',
  description: 'Words of the refer-a-friend page. The form itself is not edited here.',
  fields: introFields('the referral form', REFERRALS_COPY),
})

export const ContactCopyGlobal = pageCopyGlobal({
  slug: 'contact-copy',
  label: 'Contact page',
  path: '/contact-us',
  description: 'Introduction of the contact page. Hours and addresses come from Locations.',
  fields: introFields('the message form', CONTACT_COPY),
})
