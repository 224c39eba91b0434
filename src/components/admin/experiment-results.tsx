'use client'
import { useEffect, useState } from 'react'
import { useDocumentInfo } from '@payloadcms/ui'
import type { ArmResult } from '@/domain/experiments/results'
import { callApi } from '@/client/http/api'

/**
 * The results panel of an experiment in the admin (issue 15): visitors, leads and conversion per
 * variant, and each variant's difference with the first one in plain words.
 */
type Answer = { experiment: string; arms: ArmResult[] }

const percent = (x: number | null) => (x === null ? '–' : `${(x * 100).toFixed(1)}%`)

export function ExperimentResults() {
  const { id } = useDocumentInfo()
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!id) return
    let live = true
    void callApi<Answer>(`/api/experiment-definitions/${id}/results`, { credentials: 'include' }).then((answer) => {
      if (!live) return
      if (answer.ok) setAnswer(answer.body)
      else setFailed(true)
    })
    return () => {
      live = false
    }
  }, [id])
  if (!id)
    return <p className="field-description">Results appear here once the experiment is saved and visitors see it.</p>
  if (failed) return <p role="alert">The results could not be loaded. Reload the page to try again.</p>
  if (!answer) return <p aria-busy="true">Loading results…</p>
  return (
    <section aria-labelledby="experiment-results-title" style={{ marginBottom: '2rem' }}>
      <h3 id="experiment-results-title">Results</h3>
      <p className="field-description">
        Visitors: browsers shown the variant (counted once). Converted: those of them who sent a lead. The first variant
        is the one the others are compared with.
      </p>
      <table className="table" style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left' }}>
              Variant
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Visitors
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Leads
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Converted
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Conversion rate
            </th>
            <th scope="col" style={{ textAlign: 'left' }}>
              Against the first variant
            </th>
          </tr>
        </thead>
        <tbody>
          {answer.arms.map((arm, index) => (
            <tr key={arm.variant} data-variant={arm.variant}>
              <th scope="row" style={{ textAlign: 'left' }}>
                {arm.variant}
              </th>
              <td style={{ textAlign: 'right' }} data-col="visitors">
                {arm.visitors}
              </td>
              <td style={{ textAlign: 'right' }} data-col="leads">
                {arm.leads}
              </td>
              <td style={{ textAlign: 'right' }} data-col="converted">
                {arm.converted}
              </td>
              <td style={{ textAlign: 'right' }}>{percent(arm.rate)}</td>
              <td>{index === 0 ? 'Compared with' : arm.comparison?.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
