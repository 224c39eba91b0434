import { describe, expect, it } from 'vitest'
import { bannerTextWithLink } from './banner-link'
import { consentTexts } from './texts'

describe("the banner's privacy link sits in its text (visitor-layer.md section 2)", () => {
  it.each([
    [
      'the default English text links its own words',
      consentTexts('en').banner.text,
      consentTexts('en').banner.privacyLinkLabel,
      {
        before:
          'We use cookies to run this site, remember your preferences, measure traffic and show relevant offers. Read our ',
        link: 'privacy policy',
        after: ' to learn more.',
      },
    ],
    [
      'the Spanish text too',
      consentTexts('es').banner.text,
      consentTexts('es').banner.privacyLinkLabel,
      {
        before:
          'Usamos cookies para que este sitio funcione, recordar sus preferencias, medir el tráfico y mostrarle ofertas relevantes. Lea nuestra ',
        link: 'política de privacidad',
        after: ' para saber más.',
      },
    ],
    [
      'whatever the case, keeping the text as written',
      'See the Privacy Policy.',
      'privacy policy',
      { before: 'See the ', link: 'Privacy Policy', after: '.' },
    ],
    [
      'a label with pattern characters is matched as written',
      'Read the policy (privacy).',
      'policy (privacy)',
      { before: 'Read the ', link: 'policy (privacy)', after: '.' },
    ],
    [
      'whole words only',
      'Policyholders: read our policy.',
      'policy',
      { before: 'Policyholders: read our ', link: 'policy', after: '.' },
    ],
    [
      'a text without the label keeps the link after it',
      'We use cookies.',
      'privacy policy',
      { before: 'We use cookies. ', link: 'privacy policy', after: '' },
    ],
  ])('%s', (_name, text, label, expected) => {
    expect(bannerTextWithLink(text, label)).toEqual(expected)
  })
})
