'use client'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { WorkingHours } from '@/domain/stores/types'
import { testDriveDays, timeSlots } from '@/domain/stores/slots'
import { DEFAULT_STORE_TIME_ZONE, timeZoneLabel, type StoreTimeZone } from '@/domain/stores/time-zones'
import { dayLabel, deviceKeepsAnotherTime, salesHoursOrDefault, storeNow } from './test-drive-days'
import type { VehicleRef } from '@/domain/leads/schemas/common'
import { Honeypot, SubmitButton } from './fields'
import { PersonFields } from './person-fields'
import type { TestDriveTexts } from './test-drive-texts'
import { fillText } from '@/domain/i18n/fill-text'
import { useLeadForm } from './use-lead-form'
import './forms.css'

/**
 * Test drive scheduler (site.md sections 3, 4 and 8): choose day, then time (from the store's
 * sales hours, no past slots), then confirm details, then scheduled. Exported for the vehicle page.
 * Days and times are the store's own (its time zone, decision 0290); a shopper whose device keeps
 * another time is told which. Its words come as `texts`, in the page's language (issue 39).
 */
type Step = 'day' | 'time' | 'details' | 'scheduled'

export function TestDriveScheduler({
  salesHours,
  timeZone,
  storeName,
  vehicle,
  texts,
}: {
  salesHours?: WorkingHours
  timeZone?: StoreTimeZone
  /** The store the vehicle is at, named in the time-zone note. */
  storeName?: string
  vehicle?: VehicleRef
  texts: TestDriveTexts
}) {
  const hours = salesHoursOrDefault(salesHours)
  const [now] = useState(() => storeNow(timeZone))
  const [otherZone] = useState(() => deviceKeepsAnotherTime(timeZone))
  const [step, setStep] = useState<Step>('day')
  // The confirmation replaces the form, and with it the button that had focus: focus moves to the
  // confirmation, and it is scrolled clear of the sticky header and the phone's action bar
  // (scroll-margin in forms.css), which otherwise covered it.
  const confirmation = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (step !== 'scheduled' || !confirmation.current) return
    confirmation.current.focus({ preventScroll: true })
    confirmation.current.scrollIntoView({ block: 'nearest' })
  }, [step])
  const form = useLeadForm({
    idPrefix: 'test-drive',
    formType: 'SCHEDULE_TEST_DRIVE',
    initial: { firstName: '', lastName: '', email: '', phone: '', day: '', time: '' },
    toasts: texts.toasts,
    errorTexts: texts.errors,
    // The store's zone goes with the day and time, so sales reads them on the right clock.
    toData: (values) => ({ ...values, vehicle, timeZone: timeZone ?? DEFAULT_STORE_TIME_ZONE }),
    onSuccess: () => setStep('scheduled'),
  })
  const days = useMemo(() => testDriveDays(hours, now), [hours, now])
  const slots = useMemo(
    () => (form.values.day ? timeSlots(form.values.day, hours, now) : []),
    [form.values.day, hours, now],
  )
  const { field } = form
  const label = (day: string) => dayLabel(day, texts.dateLocale)

  if (step === 'scheduled') {
    return (
      <div
        className="test-drive test-drive--scheduled"
        role="status"
        tabIndex={-1}
        ref={confirmation}
        data-testid="test-drive-scheduled"
      >
        <h3>{texts.toasts.success.title}</h3>
        <p>{texts.toasts.success.description}</p>
      </div>
    )
  }
  return (
    <section className="test-drive" aria-label={texts.label}>
      <p className="test-drive__step" aria-live="polite">
        {fillText(texts.step, { step: step === 'day' ? 1 : step === 'time' ? 2 : 3 })}
      </p>
      {step === 'day' ? (
        <fieldset className="test-drive__choices">
          <legend>{texts.chooseDay}</legend>
          {days.map((day) => (
            <button
              key={day}
              type="button"
              className="button"
              aria-pressed={form.values.day === day}
              onClick={() => {
                form.setValue('day', day)
                form.setValue('time', '')
                setStep('time')
              }}
            >
              {label(day)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {step === 'time' ? (
        <fieldset className="test-drive__choices" aria-describedby={otherZone ? 'test-drive-zone' : undefined}>
          <legend>{fillText(texts.chooseTime, { day: label(form.values.day) })}</legend>
          {otherZone ? (
            <p id="test-drive-zone" className="test-drive__zone">
              {fillText(storeName ? texts.zoneStore : texts.zoneAny, {
                zone: timeZoneLabel(timeZone ?? DEFAULT_STORE_TIME_ZONE),
                store: storeName ?? '',
              })}
            </p>
          ) : null}
          {slots.map((slot) => (
            <button
              key={slot.value}
              type="button"
              className="button"
              aria-pressed={form.values.time === slot.value}
              onClick={() => {
                form.setValue('time', slot.value)
                setStep('details')
              }}
            >
              {slot.label}
            </button>
          ))}
          <button type="button" className="button test-drive__back" onClick={() => setStep('day')}>
            {texts.back}
          </button>
        </fieldset>
      ) : null}
      {step === 'details' ? (
        <form className="lead-form" noValidate onSubmit={form.onSubmit} aria-label={texts.confirmLabel}>
          <p className="lead-form__wide">
            {fillText(texts.when, {
              day: label(form.values.day),
              time: slots.find((s) => s.value === form.values.time)?.label ?? form.values.time,
            })}{' '}
            <button type="button" className="button test-drive__back" onClick={() => setStep('time')}>
              {texts.change}
            </button>
          </p>
          <PersonFields field={field} labels={texts.person} phoneConsent={texts.phoneConsent} />
          <Honeypot idPrefix="test-drive" />
          <SubmitButton sending={form.sending} label={texts.confirmButton} sendingLabel={texts.sending} />
        </form>
      ) : null}
    </section>
  )
}
