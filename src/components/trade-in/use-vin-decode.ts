import { useEffect, useRef, useState } from 'react'
import { checkVin } from '@/domain/vehicles/vin'
import type { VinPrefill } from '@/domain/trade-in/vin-prefill'
import { callApi } from '@/client/http/api'

export type VinStatus =
  { state: 'idle' } | { state: 'loading' } | { state: 'decoded'; label: string } | { state: 'failed'; message: string }

/**
 * Decodes the VIN as soon as the shopper has typed a complete one with a valid check digit
 * (GET /api/vin/{vin}, issue 7) and hands the result to `onDecoded` once per VIN.
 */
export function useVinDecode(vin: string, onDecoded: (vehicle: VinPrefill) => void): VinStatus {
  const [status, setStatus] = useState<VinStatus>({ state: 'idle' })
  const handler = useRef(onDecoded)
  const decodedVin = useRef('')
  useEffect(() => {
    handler.current = onDecoded
  })

  useEffect(() => {
    const checked = checkVin(vin)
    if (!checked.ok) {
      decodedVin.current = ''
      setStatus({ state: 'idle' })
      return
    }
    if (decodedVin.current === checked.vin) return
    const abort = new AbortController()
    setStatus({ state: 'loading' })
    void callApi<VinPrefill>(`/api/vin/${checked.vin}`, { signal: abort.signal }).then((answer) => {
      if (abort.signal.aborted) return
      if (answer.status === 0)
        return setStatus({
          state: 'failed',
          message: 'We could not look up this VIN. Choose the year, make and model.',
        })
      if (!answer.ok)
        return setStatus({ state: 'failed', message: answer.problem.error ?? 'We could not look up this VIN.' })
      const body = answer.body
      decodedVin.current = checked.vin
      handler.current(body)
      setStatus({ state: 'decoded', label: [body.year, body.make, body.model, body.trim].filter(Boolean).join(' ') })
    })
    return () => abort.abort()
  }, [vin])

  return status
}
