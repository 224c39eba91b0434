'use client'
import { useEffect, useMemo, useRef, useState } from 'react'
import { firstStepWithError, keepVisibleAnswers, wizardFieldErrors, wizardSteps } from '@/domain/trade-in/wizard'
import { validateAnswers, type Question, type QuestionCategory } from '@/domain/trade-in/questionnaire'
import { offerRequestSchema, fieldErrors } from '@/domain/trade-in/offer-request'
import { visitDayLabel, visitErrors } from '@/domain/trade-in/visit'
import { showToast } from '@/components/toast/toast-store'
import { QuestionField } from './question-field'
import { VehicleStep, type MakeModels, type VehicleValues } from './vehicle-step'
import { ContactStep, contactErrors, type ContactValues } from './contact-step'
import { OfferView, localIsoDate, type ShopperOffer } from './offer-view'
import { tradeInLead } from './trade-in-lead'
import { sendLead } from '@/client/leads/send-lead'
import { callApi } from '@/client/http/api'
import { useVinDecode } from './use-vin-decode'
import { mergePrefill, prefillFromVin } from '@/domain/trade-in/vin-prefill'
import type { TrimIndex } from '@/domain/trade-in/trim-options'
import '@/components/forms/forms.css'
import './trade-in.css'
import { useHydrated } from '@/components/ui/use-hydrated'

type Props = {
  questions: Question[]
  categories: QuestionCategory[]
  makes: MakeModels
  years: number[]
  trims: TrimIndex
}

const EMPTY_VEHICLE: VehicleValues = {
  vin: '',
  year: '',
  make: '',
  model: '',
  series: '',
  style: '',
  mileage: '',
  exteriorColor: '',
  licencePlate: '',
  state: '',
  options: '',
}
const EMPTY_CONTACT: ContactValues = { firstName: '', lastName: '', email: '', phone: '' }

/**
 * The instant-offer questionnaire (site.md sections 2 and 4; issue 7): vehicle, the questions
 * category by category with conditional reveal, contact details, then the offer with its expiry,
 * the payment choice and a time to bring the vehicle in, sent as a SELL_OR_TRADE lead.
 */
export function TradeInWizard({ questions, categories, makes: guideMakes, years: pickerYears, trims }: Props) {
  const [index, setIndex] = useState(0)
  // Once React has taken over the server-rendered form (useHydrated): until then a press would
  // submit the form natively and reload the page, so Continue stays disabled. Tests wait for data-ready.
  const ready = useHydrated()
  const [vehicle, setVehicle] = useState(EMPTY_VEHICLE)
  // A decoded VIN prefills the pickers and may add its make, model or year to them (issue 7).
  const [pickers, setPickers] = useState({ makes: guideMakes, years: pickerYears })
  const { makes, years } = pickers
  const lastPrefill = useRef<ReturnType<typeof prefillFromVin>['values'] | null>(null)
  const vinStatus = useVinDecode(vehicle.vin, (decoded) => {
    const prefill = prefillFromVin(decoded, pickers.makes, pickers.years)
    const previous = lastPrefill.current
    lastPrefill.current = prefill.values
    setPickers({ makes: prefill.makes, years: prefill.years })
    setVehicle((c) => mergePrefill(c, prefill.values, previous))
  })
  const vinNote =
    vinStatus.state === 'decoded' ? (
      <span role="status">Found your {vinStatus.label}. Check the details below.</span>
    ) : vinStatus.state === 'failed' ? (
      <span role="status">{vinStatus.message}</span>
    ) : vinStatus.state === 'loading' ? (
      <span role="status">Looking up your VIN…</span>
    ) : undefined
  const [answers, setAnswers] = useState<Record<string, unknown>>({})
  const [contact, setContact] = useState(EMPTY_CONTACT)
  const [offer, setOffer] = useState<ShopperOffer | null>(null)
  const [payment, setPayment] = useState('cashNow')
  const [alsoBuying, setAlsoBuying] = useState(false)
  const [visit, setVisit] = useState({ date: '', time: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const steps = useMemo(() => wizardSteps(questions, categories, answers), [questions, categories, answers])
  const step = steps[Math.min(index, steps.length - 1)]

  const firstFocus = useRef(true)
  useEffect(() => {
    const first = firstFocus.current
    firstFocus.current = false
    // At hydration the shopper may already be typing in the vehicle step (a slow phone): their
    // field keeps the focus and the keyboard stays open. After a client navigation nothing has it.
    if (first && document.activeElement && document.activeElement !== document.body) return
    heading.current?.focus()
  }, [index, done])

  const vehicleRequest = () => ({ vehicle: { ...vehicle }, answers: keepVisibleAnswers(questions, answers) })

  /** Errors the server named go to their fields, on the first step that shows one (issue 36). */
  function showServerErrors(fieldErrors: Record<string, string>) {
    const found = wizardFieldErrors(fieldErrors)
    setErrors(found)
    const at = firstStepWithError(steps, found)
    if (at >= 0 && at !== index) setIndex(at)
  }

  async function next() {
    if (step.kind === 'vehicle') {
      const r = offerRequestSchema(new Date()).safeParse({ vehicle, answers: {} })
      const found = r.success ? {} : fieldErrors(r.error)
      setErrors(found)
      if (Object.keys(found).length) return
    }
    if (step.kind === 'category') {
      // Visibility depends on earlier steps' answers, so validate everything and keep this step's errors.
      const check = validateAnswers(questions, keepVisibleAnswers(questions, answers))
      const ids = new Set(step.questions.map((q) => q.questionId))
      const found = check.ok ? {} : Object.fromEntries(Object.entries(check.errors).filter(([id]) => ids.has(id)))
      setErrors(found)
      if (Object.keys(found).length) return
    }
    if (step.kind === 'contact') {
      const found = contactErrors(contact)
      setErrors(found)
      if (Object.keys(found).length) return
      setBusy(true)
      const priced = await callApi<ShopperOffer>('/api/trade-in/offer', { json: vehicleRequest() })
      setBusy(false)
      if (!priced.ok) {
        showServerErrors(priced.problem.fieldErrors ?? {})
        showToast({
          kind: 'error',
          title: 'Something went wrong',
          description:
            priced.status === 0
              ? 'We could not reach the dealership. Please try again.'
              : 'We could not price your vehicle. Check your answers and try again.',
        })
        return
      }
      setOffer(priced.body)
      setPayment(priced.body.kind === 'offer' ? 'cashNow' : 'bringVehicleIn')
    }
    setErrors({})
    setIndex((i) => Math.min(i + 1, steps.length - 1))
  }

  async function finish() {
    // The same rule as the server's (a closed or past day, a time outside the day's hours), from tomorrow on.
    const found: Record<string, string> = visitErrors(visit, localIsoDate(1))
    setErrors(found)
    if (Object.keys(found).length || !offer) return
    setBusy(true)
    const sent = await sendLead(
      tradeInLead({
        vehicle,
        answers: keepVisibleAnswers(questions, answers),
        contact,
        offer,
        payment,
        visit,
        alsoBuying,
      }),
    )
    setBusy(false)
    if (sent.ok) {
      setDone(true)
      showToast({
        kind: 'success',
        title: 'Offer locked in!',
        description: 'We will see you then. Bring your title, registration and every key.',
      })
    } else {
      showServerErrors(sent.fieldErrors)
      showToast({
        kind: 'error',
        title: 'Something went wrong',
        description: 'Please check your details and try again, or just give us a call.',
      })
    }
  }

  if (done) {
    return (
      <section className="trade-in" aria-live="polite">
        <h2 ref={heading} tabIndex={-1}>
          You&apos;re all set
        </h2>
        {offer?.kind === 'bringVehicleIn' ? (
          <p>
            We&apos;ll see you on {visitDayLabel(visit.date)} at {visit.time}, and we&apos;ll have an offer ready when
            you arrive.
          </p>
        ) : (
          <p>
            We&apos;ll see you on {visitDayLabel(visit.date)} at {visit.time}. Your offer is also on its way to{' '}
            {contact.email}.
          </p>
        )}
      </section>
    )
  }

  const title =
    step.kind === 'vehicle'
      ? 'Tell us about your vehicle'
      : step.kind === 'category'
        ? step.category.categoryTitle
        : step.kind === 'contact'
          ? 'Where should we send your offer?'
          : 'Your offer'
  return (
    <section className="trade-in">
      <p className="trade-in__progress">
        Step {index + 1} of {steps.length}
      </p>
      <progress className="trade-in__bar" max={steps.length} value={index + 1} aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {step.kind === 'category' && step.category.categoryDescription ? (
        <p>{step.category.categoryDescription}</p>
      ) : null}
      <form
        className="lead-form"
        noValidate
        data-ready={ready ? 'true' : undefined}
        onSubmit={(e) => {
          e.preventDefault()
          void (step.kind === 'offer' ? finish() : next())
        }}
      >
        {step.kind === 'vehicle' ? (
          <VehicleStep
            values={vehicle}
            errors={errors}
            makes={makes}
            years={years}
            trims={trims}
            vinNote={vinNote}
            onChange={(n, v) => setVehicle((c) => ({ ...c, [n]: v }))}
          />
        ) : null}
        {step.kind === 'category'
          ? step.questions.map((q) => (
              <QuestionField
                key={q.questionId}
                question={q}
                value={answers[q.questionId]}
                error={errors[q.questionId]}
                onChange={(id, v) => setAnswers((c) => ({ ...c, [id]: v }))}
              />
            ))
          : null}
        {step.kind === 'contact' ? (
          <ContactStep values={contact} errors={errors} onChange={(n, v) => setContact((c) => ({ ...c, [n]: v }))} />
        ) : null}
        {step.kind === 'offer' && offer ? (
          <OfferView
            offer={offer}
            selected={payment}
            onSelect={setPayment}
            visit={visit}
            errors={errors}
            onVisit={(n, v) => setVisit((c) => ({ ...c, [n]: v }))}
            alsoBuying={alsoBuying}
            onAlsoBuying={setAlsoBuying}
          />
        ) : null}
        <div className="trade-in__nav">
          {index > 0 ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                setErrors({})
                setIndex((i) => i - 1)
              }}
            >
              Back
            </button>
          ) : null}
          <button
            type="submit"
            className="button button--primary"
            disabled={busy || !ready}
            aria-busy={busy || undefined}
          >
            {busy
              ? 'Working…'
              : step.kind === 'contact'
                ? 'See my offer'
                : step.kind === 'offer'
                  ? offer?.kind === 'bringVehicleIn'
                    ? 'Book my visit'
                    : 'Lock in my offer'
                  : 'Continue'}
          </button>
        </div>
      </form>
    </section>
  )
}
