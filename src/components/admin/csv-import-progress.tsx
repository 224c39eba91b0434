'use client'
import { useEffect, useState } from 'react'
import { useDocumentInfo } from '@payloadcms/ui'
import { callApi } from '@/client/http/api'

type Problem = { row: number; vin?: string | null; reason: string }
type ImportState = {
  kind?: 'vehicles' | 'market-guide'
  status?: 'queued' | 'decoding' | 'writing' | 'done' | 'failed'
  rowsDone?: number | null
  rowsTotal?: number | null
  created?: number | null
  updated?: number | null
  markedSold?: number | null
  decoded?: number | null
  problems?: Problem[] | null
  error?: string | null
}

const POLL_MS = 1000
const FINISHED = new Set(['done', 'failed'])
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/**
 * Live progress of a CSV import (issue 3: "job with progress"): polls the record each second until
 * the job has finished, then shows what was created, updated and marked sold and every bad row.
 */
export function CsvImportProgress() {
  const { id } = useDocumentInfo()
  const [state, setState] = useState<ImportState | null>(null)

  useEffect(() => {
    if (!id) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = async () => {
      const answer = await callApi<ImportState>(`/api/csv-imports/${id}?depth=0`, {
        credentials: 'include',
        cache: 'no-store',
      })
      if (stopped) return
      if (answer.ok) {
        setState(answer.body)
        if (answer.body.status && FINISHED.has(answer.body.status)) return
      }
      // A refused or dropped poll is retried.
      timer = setTimeout(poll, POLL_MS)
    }
    void poll()
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
    }
  }, [id])

  if (!id) return <p className="field-description">The import starts in the background as soon as you save.</p>
  if (!state) return <p role="status">Loading the import…</p>

  const done = state.rowsDone ?? 0
  const total = state.rowsTotal ?? 0
  const problems = state.problems ?? []
  return (
    <section aria-label="Import progress" data-testid="csv-import-progress" style={{ marginBottom: '1.5rem' }}>
      <h3 style={{ marginBottom: '.5rem' }}>Import progress</h3>
      {state.status === 'queued' ? <p role="status">Waiting to start…</p> : null}
      {state.status === 'decoding' || state.status === 'writing' ? (
        <>
          <progress max={Math.max(1, total)} value={done} style={{ width: '100%' }} />
          <p role="status">
            {state.status === 'decoding' ? 'Decoding VINs' : 'Saving rows'}: {done} / {total}
          </p>
        </>
      ) : null}
      {state.status === 'failed' ? <p role="alert">Import failed. {state.error}</p> : null}
      {state.status === 'done' ? (
        <>
          <progress max={Math.max(1, total)} value={total} style={{ width: '100%' }} />
          <p role="status">
            Import finished: {state.created ?? 0} created, {state.updated ?? 0} updated
            {state.kind !== 'market-guide'
              ? `, ${state.markedSold ?? 0} marked sold, ${state.decoded ?? 0} completed from the VIN`
              : ''}
            , {plural(problems.length, 'row')} skipped.
          </p>
        </>
      ) : null}
      {problems.length > 0 ? (
        <table className="table" style={{ marginTop: '1rem' }}>
          <caption style={{ textAlign: 'left' }}>Rows not imported</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">{state.kind === 'market-guide' ? 'Vehicle' : 'VIN'}</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((p) => (
              <tr key={`${p.row}-${p.reason}`}>
                <td>{p.row}</td>
                <td>{p.vin ?? ''}</td>
                <td>{p.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
