'use client'
import { useFormFields } from '@payloadcms/ui'
import { formatUsDate, isLeaseOfferExpired } from '@/domain/financing/disclaimers'
import { DEFAULT_STORE_TIME_ZONE, nowInZone } from '@/domain/stores/time-zones'

/**
 * The editor's notice above the sample lease (issue 37, decision 0311): once its expiry day is
 * over, /auto-financing no longer prints it, and this says so, with what brings it back. Reads the
 * date as the form holds it, so the notice follows the editor's change before the save.
 */
export function SampleLeaseNotice() {
  const expires = useFormFields(([fields]) => fields['sampleLease.expires']?.value as string | null | undefined)
  const day = typeof expires === 'string' ? expires.slice(0, 10) : null
  if (!day) return null
  const today = nowInZone(new Date(), DEFAULT_STORE_TIME_ZONE).date
  const expired = isLeaseOfferExpired({ expires: day }, today)
  return (
    <p
      role="status"
      data-testid="sample-lease-notice"
      style={{
        padding: '0.75rem 1rem',
        borderRadius: 4,
        background: expired ? 'var(--theme-warning-100)' : 'var(--theme-elevation-50)',
        color: 'var(--theme-text)',
      }}
    >
      {expired
        ? `This sample lease expired on ${formatUsDate(day)} and is hidden from /auto-financing. Set a later expiry date to show it again.`
        : `Shown on /auto-financing through ${formatUsDate(day)}; hidden from the next day on.`}
    </p>
  )
}
