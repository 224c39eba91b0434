'use client'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import {
  eligiblePopups,
  initialPopupState,
  isSatisfied,
  isVisible,
  pageViewOf,
  popupReducer,
  recordPageView,
  selectPopups,
  showButton,
  type PopupConditionError,
  type PopupDefinition,
  type PopupEffect,
  type PopupEvent,
  type PopupState,
  type PopupSubmitPayload,
} from '@/domain/popups'
import { isFormType } from '@/domain/leads/form-types'
import { formEvent } from '@/domain/tracking/form-events'
import { isTrackEventName } from '@/domain/tracking/events'
import { personOf } from '@/domain/tracking/personal-data'
import { popupsForVisitor } from '@/domain/experiments'
import { useExperiments } from '@/components/experiments/experiments-client.client'
import { trackEvent } from '@/client/tracking/track'
import { countPopup } from '@/client/tracking/popup-stats'
import { currentConsent, subscribeConsent } from '@/client/visitor/consent'
import { visitorAdsValues, visitorIsLead } from '@/client/visitor/popup-context'
import {
  applyPopupConsent,
  markFinished,
  readFinished,
  readFirstShown,
  readViewed,
  recordFirstShown,
  writeViewed,
} from '@/client/visitor/popup-storage'
import { FloatingSideButton } from './floating-side-button.client'
import { usePageWaits } from './use-page-waits'
import { afterPageSettles } from '@/components/ui/after-page-settles'
import './popups.css'

// The dialog, its forms and their validation load only when a popup has started to count (first-load
// JS), and then only once the page has settled (decision 0123): a popup due sooner loads it itself.
const loadDialog = () => import('./popup-dialog.client')
const PopupDialog = lazy(() => loadDialog().then((m) => ({ default: m.PopupDialog })))

function logErrors(errors: readonly PopupConditionError[]): void {
  // Section 8: a bad rule is a console error ('Wrong param value in popup conditions').
  for (const error of errors)
    console.error(error.message, { popup: error.popupId, condition: error.conditionIndex, rule: error.detail })
}

/**
 * The popup runtime of the root shell (visitor-layer.md sections 2, 4, 5 and 7). On every page it
 * records the view (viewedPagesItems), selects the popups whose conditions pass (src/domain/popups),
 * and drives each popup's pure state machine: timers, fully visible elements and clicks complete a
 * condition; a popup with a floating side button waits for the button; closing makes it inactive;
 * a submit finishes it for good. Renders nothing until a popup or button is due.
 */
export function PopupRuntime({
  popups: sitePopups,
  experimentPopups = [],
}: {
  popups: PopupDefinition[]
  experimentPopups?: PopupDefinition[]
}) {
  // The visitor's experiment variant may switch popups off or add its own (decision 0105): nothing
  // is recorded or shown until the variant is known (Ready; at once when there are no experiments).
  const experiments = useExperiments()
  const ready = experiments.status === 'Ready'
  const popups = useMemo(
    () => (ready ? popupsForVisitor(sitePopups, experimentPopups, experiments.result) : []),
    [ready, sitePopups, experimentPopups, experiments.result],
  )
  const pathname = usePathname() ?? '/'
  const search = useSearchParams()?.toString() ?? ''
  const router = useRouter()
  const states = useRef<Record<string, PopupState>>({})
  const lastPage = useRef<string | null>(null)
  const [version, setVersion] = useState(0)
  const [leadVersion, setLeadVersion] = useState(0)
  const dispatchRef = useRef<(id: string, event: PopupEvent) => void>(() => undefined)
  // Where focus was when each popup opened (a side button hides as its popup opens): focus goes back there.
  const openers = useRef<Record<string, HTMLElement | null>>({})

  const runEffect = useCallback(
    (id: string, effect: PopupEffect) => {
      switch (effect.type) {
        case 'markFinished':
          markFinished(effect.id)
          return
        case 'trackEvent': {
          // The form already fired its own event (docs/tracking-events.md): never count a submit twice.
          // Section 7 sends it "with user and vehicle": the user only as hashed user_data (decision 0181).
          const formType = effect.payload?.emailData?.formType
          const alreadyFired = isFormType(formType) && formEvent(formType) === effect.name
          if (isTrackEventName(effect.name) && !alreadyFired)
            trackEvent(effect.name, { vehicle: effect.payload?.vehicle }, personOf(effect.payload?.user))
          return
        }
        case 'sendEmail':
          // The popup's form posted to /api/leads with this template before 'submit' was dispatched.
          return
        case 'redirect':
          if (effect.url.startsWith('/')) router.push(effect.url)
          else window.location.assign(effect.url)
          dispatchRef.current(id, { type: 'close' })
          return
        case 'close':
          return
        case 'closeAfter':
          window.setTimeout(() => dispatchRef.current(id, { type: 'close' }), effect.seconds * 1000)
          return
      }
    },
    [router],
  )

  const dispatch = useCallback(
    (id: string, event: PopupEvent) => {
      const current = states.current[id]
      if (!current) return
      const { state, effects } = popupReducer(current, event)
      if (state === current && effects.length === 0) return
      states.current = { ...states.current, [id]: state }
      if (!isVisible(current) && isVisible(state)) {
        recordFirstShown(id, new Date())
        countPopup(id, 'view')
        const active = document.activeElement
        openers.current[id] = active instanceof HTMLElement && active !== document.body ? active : null
      }
      if (event.type === 'submit') countPopup(id, 'submit')
      setVersion((v) => v + 1)
      for (const effect of effects) runEffect(id, effect)
    },
    [runEffect],
  )
  dispatchRef.current = dispatch

  // Consent decides where browsing state may live (decision 0067).
  useEffect(() => subscribeConsent(({ allowed }) => applyPopupConsent(allowed)), [])

  // Each page (and each change of lead status): record the view, then evaluate every popup.
  useEffect(() => {
    if (!ready) return
    applyPopupConsent(currentConsent()?.allowed)
    const page = pageViewOf(pathname, Object.fromEntries(new URLSearchParams(search)))
    const isLead = visitorIsLead()
    const finished = readFinished()
    let viewed = readViewed()
    const pageKey = `${pathname}?${search}`
    if (lastPage.current !== pageKey) {
      lastPage.current = pageKey
      const recorded = recordPageView(viewed, page, eligiblePopups(popups, isLead, finished))
      logErrors(recorded.errors)
      viewed = recorded.state
      writeViewed(viewed)
    }
    const result = selectPopups(popups, {
      page,
      isLead,
      adsValues: visitorAdsValues(search),
      finished,
      viewed,
      firstShown: readFirstShown(),
      now: new Date(),
    })
    logErrors(result.errors)
    for (const popup of popups) {
      states.current[popup.id] ??= initialPopupState(popup)
      const candidate = result.candidates.find((c) => c.id === popup.id)
      dispatch(popup.id, { type: 'evaluated', conditionIndexes: candidate?.conditionIndexes ?? [] })
    }
  }, [ready, pathname, search, leadVersion, popups, dispatch])

  usePageWaits(states.current, version, pathname, dispatch)

  // What the runtime decided, on <html> as data-experiments is (decision 0238): the page it evaluated
  // last, and the popups on their way there (a condition started or met) or showing. A popup not
  // listed cannot show before the next page or a change of lead status. Read from the states as
  // the evaluation above left them, after every render.
  useEffect(() => {
    if (!ready || lastPage.current === null) return
    const root = document.documentElement
    root.dataset.popupsPage = lastPage.current
    const due = popups
      .map((p) => states.current[p.id])
      .filter((s): s is PopupState => s !== undefined && (s.progress.length > 0 || isVisible(s)))
    root.dataset.popupsDue = due.map((s) => s.popup.id).join(' ')
  })

  const all = popups.map((p) => states.current[p.id]).filter((s): s is PopupState => s !== undefined)
  const shown = all.find(isVisible)
  // A finished popup (claimed, issue 37) keeps no button, not even a hidden one.
  const withButton = all.filter((s) => s.popup.button && s.status !== 'finished' && (isSatisfied(s) || isVisible(s)))

  const dialogWanted = all.some((s) => s.progress.length > 0)
  useEffect(() => {
    if (!dialogWanted) return
    return afterPageSettles(() => void loadDialog().catch(() => undefined))
  }, [dialogWanted])

  const onSubmitted = (id: string, payload: PopupSubmitPayload) => {
    dispatch(id, { type: 'submit', payload })
    setLeadVersion((v) => v + 1)
  }

  return (
    <>
      {withButton.length > 0 ? (
        <div className="popup-side-buttons">
          {withButton.map((s) => (
            <FloatingSideButton
              key={s.popup.id}
              button={s.popup.button ?? {}}
              panelVisible={!showButton(s)}
              onClick={() => dispatch(s.popup.id, { type: 'buttonTriggered' })}
            />
          ))}
        </div>
      ) : null}
      {shown ? (
        <Suspense fallback={null}>
          <PopupDialog
            key={shown.popup.id}
            popup={shown.popup}
            submitted={shown.status === 'submitted'}
            returnFocusTo={openers.current[shown.popup.id] ?? null}
            onDismiss={(via) => dispatch(shown.popup.id, { type: 'dismiss', via })}
            onSubmitted={(payload) => onSubmitted(shown.popup.id, payload)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
