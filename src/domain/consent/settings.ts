/**
 * The consent-settings global as the site uses it (visitor-layer.md sections 2 and 9). Editors may
 * leave any text empty: it then falls back to the shipped copy (CONSENT_TEXTS), so a half-filled
 * translation never shows a blank button. Unknown tiers and modes fall back to the safest
 * reading: tier 3 (ask, with a deny button) and mode show.
 */
import {
  CONSENT_CATEGORIES,
  CONSENT_LANGUAGES,
  isDisplayMode,
  type ConsentLanguage,
  type ConsentTier,
  type DisplayMode,
} from './categories'
import { CONSENT_TEXTS, type ConsentTexts } from './texts'

export interface ConsentConfig {
  tier: ConsentTier
  mode: DisplayMode
  lockBackground: boolean
  texts: Record<ConsentLanguage, ConsentTexts>
}

type Raw = Record<string, unknown>
const obj = (value: unknown): Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {}
const str = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback

export function parseTier(value: unknown): ConsentTier {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value), 10)
  return n === 0 || n === 1 || n === 2 || n === 3 ? n : 3
}

export function textsFromDoc(raw: unknown, lang: ConsentLanguage): ConsentTexts {
  const d = CONSENT_TEXTS[lang]
  const r = obj(raw)
  const banner = obj(r.banner)
  const dialog = obj(r.dialog)
  const categories = obj(r.categories)
  const links = obj(r.links)
  const buttons = obj(r.buttons)
  const sections = Array.isArray(r.sections)
    ? r.sections
        .map(obj)
        .filter((s) => typeof s.title === 'string' && typeof s.body === 'string')
        .map((s) => ({ title: String(s.title), body: String(s.body) }))
    : d.sections
  return {
    banner: {
      text: str(banner.text, d.banner.text),
      privacyLinkLabel: str(banner.privacyLinkLabel, d.banner.privacyLinkLabel),
    },
    dialog: {
      title: str(dialog.title, d.dialog.title),
      description: str(dialog.description, d.dialog.description),
      languageLabel: str(dialog.languageLabel, d.dialog.languageLabel),
      closeLabel: str(dialog.closeLabel, d.dialog.closeLabel),
    },
    categories: Object.fromEntries(
      CONSENT_CATEGORIES.map((category) => {
        const c = obj(categories[category])
        const def = d.categories[category]
        const alwaysOn = def.alwaysOn === undefined ? {} : { alwaysOn: str(c.alwaysOn, def.alwaysOn) }
        return [
          category,
          { name: str(c.name, def.name), description: str(c.description, def.description), ...alwaysOn },
        ]
      }),
    ) as ConsentTexts['categories'],
    sections,
    links: {
      privacyPolicy: {
        label: str(links.privacyPolicyLabel, d.links.privacyPolicy.label),
        href: d.links.privacyPolicy.href,
      },
      cookiePolicy: {
        label: str(links.cookiePolicyLabel, d.links.cookiePolicy.label),
        href: d.links.cookiePolicy.href,
      },
    },
    buttons: {
      manage: str(buttons.manage, d.buttons.manage),
      deny: str(buttons.deny, d.buttons.deny),
      allowAll: str(buttons.allowAll, d.buttons.allowAll),
      acceptAll: str(buttons.acceptAll, d.buttons.acceptAll),
      closeContinue: str(buttons.closeContinue, d.buttons.closeContinue),
      saveContinue: str(buttons.saveContinue, d.buttons.saveContinue),
    },
  }
}

export function consentConfigFromDoc(doc: unknown): ConsentConfig {
  const r = obj(doc)
  return {
    tier: parseTier(r.tier),
    mode: isDisplayMode(r.displayMode) ? r.displayMode : 'show',
    lockBackground: r.lockBackground === true,
    texts: Object.fromEntries(CONSENT_LANGUAGES.map(({ code }) => [code, textsFromDoc(r[code], code)])) as Record<
      ConsentLanguage,
      ConsentTexts
    >,
  }
}
