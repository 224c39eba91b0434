import { richText } from './lexical'

/** Legal pages (site.md section 2); marketing and counsel edit the text in the admin. */
const legal = (slug: string, title: string, lines: string[]) => ({
  title,
  slug,
  _status: 'published' as const,
  layout: [richText(lines)],
})

export const legalPages = [
  legal('legal/privacy-policy', 'Privacy Policy', [
    'This policy explains what we collect when you visit our website or contact us, and how we use it.',
    '## What we collect',
    'Details you give us in forms (name, e-mail, phone, vehicle), and, with your consent, cookies that measure visits and advertising.',
    '## How we use it',
    'To answer you, to arrange financing, trade-ins and service, and to improve our website. We do not sell your personal information.',
    '## Your choices',
    'You can change your cookie choices at any time and ask us to delete your information by contacting us.',
  ]),
  legal('legal/cookie-policy', 'Cookie Policy', [
    'We use essential cookies to run the site, and functional, analytics and targeting cookies only with your consent.',
    '## Categories',
    'Essential: always on. Functional: remembers your store and details. Analytics: counts visits. Targeting: measures advertising.',
    'A Global Privacy Control signal from your browser is honoured.',
  ]),
  legal('legal/electronic-signature-disclosure', 'Electronic Signature Disclosure', [
    'By signing electronically you agree that your electronic signature has the same effect as a handwritten one.',
    'You may ask for paper copies of any document at no charge, and you may withdraw your consent before signing.',
  ]),
  legal('legal/terms-of-sale', 'Terms of Sale', [
    'Prices exclude the documentary fee, state sales tax and title fees. Incentive eligibility and trade payoff and allowance must be verified by the dealer.',
    "Vehicles are sold with the warranties stated on the buyer's guide. The lifetime engine limited warranty applies to eligible vehicles under 85,000 miles.",
  ]),
]
