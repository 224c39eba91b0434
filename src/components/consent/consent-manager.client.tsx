'use client'
import { useEffect, useState } from 'react'
import { usePathname } from 'next/navigation'
import {
  BANNER_HIDE_DELAY_MS,
  DEFAULT_CONSENT_LANGUAGE,
  applyChoice,
  bannerActions,
  canCustomize,
  consentInForce,
  dialogToggles,
  needsRewrite,
  scrollLockStyle,
  shouldShowBanner,
  type BannerAction,
  type CategoryToggles,
  type ConsentChoice,
  type ConsentConfig,
  type ConsentLanguage,
} from '@/domain/consent'
import { bannerPrerender } from '@/domain/consent/banner-prerender'
import { bannerTextWithLink } from '@/domain/consent/banner-link'
import { currentConsent, publishConsent, readConsentRecord, readGpc, saveConsent } from '@/client/visitor/consent'
import { useExperimentTexts } from '@/components/experiments/experiments-client.client'
import { ConsentDialog } from './consent-dialog.client'
import { EarlyTapButton } from '@/components/ui/early-tap-button.client'
import './consent.css'

const LABEL: Record<BannerAction, 'manage' | 'deny' | 'acceptAll' | 'closeContinue'> = {
  manage: 'manage',
  deny: 'deny',
  acceptAll: 'acceptAll',
  closeContinue: 'closeContinue',
}

/**
 * Cookie banner and its state (visitor-layer.md sections 2, 4 and 9). On mount it applies the
 * stored decision (or the tier's auto-grant) and publishes it; each choice stores the list, updates
 * Google Consent Mode and the listeners, and hides the banner 500 ms later.
 *
 * Before it has read the cookie (server render and hydration) it renders the banner wherever it
 * could apply, marked `data-prerender`: the server HTML is the same for every visitor (pages stay
 * cacheable), and the inline script and stylesheet hide that copy for a visitor who already chose
 * (decision 0122), so the banner is painted with the page instead of after hydration.
 */
export function ConsentManager({ config, pageLang }: { config: ConsentConfig; pageLang?: ConsentLanguage }) {
  const { tier, mode, lockBackground } = config
  const path = usePathname() ?? '/'
  const [decided, setDecided] = useState<boolean | null>(null)
  const [leaving, setLeaving] = useState(false)
  const [hidden, setHidden] = useState(false)
  const [dialogOpen, setDialogOpen] = useState(false)
  // Once opened, the dialog stays mounted (closing it returns focus to its opener).
  const [dialogUsed, setDialogUsed] = useState(false)
  if (dialogOpen && !dialogUsed) setDialogUsed(true)
  // The banner opens in the page's language (a Spanish page under /es, issue 39); its own switch still works.
  const [lang, setLang] = useState<ConsentLanguage>(pageLang ?? DEFAULT_CONSENT_LANGUAGE)
  const [reopened, setReopened] = useState(false)
  // An experiment variant may override any banner text, per language (decision 0105).
  const texts = useExperimentTexts(config.texts[lang], `consent.${lang}.`)

  useEffect(() => {
    const gpc = readGpc()
    const record = readConsentRecord()
    const allowed = consentInForce(tier, record.stored, record.decided, gpc)
    if (needsRewrite(record.stored, allowed)) saveConsent(allowed, record.decided)
    publishConsent({ allowed, gpc })
    setDecided(record.decided)
  }, [tier])

  // The footer's "Cookie settings" link (href #cookie-settings) brings the banner back, with the
  // preferences dialog open where the tier has one, so a visitor can change their mind.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('a[href="#cookie-settings"]')) return
      event.preventDefault()
      setLeaving(false)
      setHidden(false)
      setReopened(true)
      if (canCustomize(tier)) setDialogOpen(true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [tier])

  // Reopened after a decision, the banner can be closed without choosing again (decision 0180):
  // Escape closes the dialog first (the dialog's own cancel), then the banner.
  const closeReopened = () => {
    setDialogOpen(false)
    setHidden(true)
    setReopened(false)
  }
  const closableBanner = reopened && decided === true
  useEffect(() => {
    if (!closableBanner || hidden || dialogOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setHidden(true)
      setReopened(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [closableBanner, hidden, dialogOpen])

  // Until the cookie is read, the pre-rendered banner stands for every visitor it could apply to.
  const prerendered = decided === null
  const visible =
    !hidden && (reopened ? tier > 0 : shouldShowBanner({ tier, mode, path, hasDecision: decided ?? false }))
  // The background lock waits for the real answer, so a visitor who already chose never sees the body jump.
  const locked = visible && !prerendered

  useEffect(() => {
    const style = scrollLockStyle(locked, lockBackground)
    if (!style) return
    const body = document.body.style
    const before = { position: body.position, paddingRight: body.paddingRight }
    Object.assign(body, style)
    return () => {
      Object.assign(body, before)
    }
  }, [locked, lockBackground])

  function choose(choice: ConsentChoice, toggles: CategoryToggles = {}) {
    const gpc = readGpc()
    const allowed = applyChoice(tier, choice, toggles, gpc)
    saveConsent(allowed, true)
    publishConsent({ allowed, gpc })
    setDialogOpen(false)
    setLeaving(true)
    window.setTimeout(() => {
      setHidden(true)
      setDecided(true)
      setReopened(false)
      document.getElementById('main')?.focus({ preventScroll: true })
    }, BANNER_HIDE_DELAY_MS)
  }

  if (!visible) return null
  const bannerText = bannerTextWithLink(texts.banner.text, texts.banner.privacyLinkLabel)
  return (
    <>
      <section
        className={`consent-banner${leaving ? ' consent-banner--leaving' : ''}`}
        aria-label={texts.dialog.title}
        data-testid="consent-banner"
        lang={lang}
        data-prerender={prerendered ? bannerPrerender(mode) : undefined}
      >
        <p className="consent-banner__text">
          {bannerText.before}
          <a href={texts.links.privacyPolicy.href}>{bannerText.link}</a>
          {bannerText.after}
        </p>
        {closableBanner ? (
          <button
            type="button"
            className="consent-banner__close"
            aria-label={texts.dialog.closeLabel}
            onClick={closeReopened}
          >
            ×
          </button>
        ) : null}
        <div className="consent-banner__buttons">
          {bannerActions(tier).map((action) => (
            // A press before the scripts ran counts once the stored decision is read (decision 0296).
            <EarlyTapButton
              key={action}
              ready={!prerendered}
              disabled={leaving}
              className={`consent-button${action === 'acceptAll' || action === 'closeContinue' ? ' consent-button--primary' : ''}`}
              aria-haspopup={action === 'manage' ? 'dialog' : undefined}
              onPress={() => (action === 'manage' ? setDialogOpen((open) => !open) : choose(action))}
            >
              {texts.buttons[LABEL[action]]}
            </EarlyTapButton>
          ))}
        </div>
      </section>
      {/* Mounted the first time it opens: most visitors never do, and a hidden dialog is DOM to hydrate (issue 17). */}
      {dialogUsed ? (
        <ConsentDialog
          open={dialogOpen}
          initial={dialogToggles(decided ? (currentConsent()?.allowed ?? null) : null)}
          texts={texts}
          lang={lang}
          onLang={setLang}
          onClose={() => setDialogOpen(false)}
          onSave={(toggles) => choose('save', toggles)}
        />
      ) : null}
    </>
  )
}
