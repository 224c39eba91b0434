/**
 * The banner's and the dialog's buttons with the shipped copy's labels (visitor-layer.md section 9):
 * apart from ./banner.ts so that browser code, which takes its labels from the page's consent texts,
 * does not carry the shipped copy of both languages (issue 40, decision 0341).
 */
import { DEFAULT_CONSENT_LANGUAGE, type ConsentLanguage, type ConsentTier } from './categories'
import { bannerActions, type BannerAction } from './banner'
import { consentTexts } from './texts'

export interface BannerButton {
  action: BannerAction
  label: string
}

const LABEL_KEY = {
  manage: 'manage',
  deny: 'deny',
  acceptAll: 'acceptAll',
  closeContinue: 'closeContinue',
} as const

export function bannerButtons(tier: ConsentTier, lang: ConsentLanguage = DEFAULT_CONSENT_LANGUAGE): BannerButton[] {
  const labels = consentTexts(lang).buttons
  return bannerActions(tier).map((action) => ({ action, label: labels[LABEL_KEY[action]] }))
}

/** The dialog's only action button (section 2); it applies the 'save' choice. */
export function dialogButtons(lang: ConsentLanguage = DEFAULT_CONSENT_LANGUAGE): { action: 'save'; label: string }[] {
  return [{ action: 'save', label: consentTexts(lang).buttons.saveContinue }]
}
