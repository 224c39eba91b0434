'use client'
import { useEffect, useMemo, useRef, useState } from 'react'
import Link from 'next/link'
import { reduceFieldsToValues } from 'payload/shared'
import { useDebounce, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { EditedDocument } from '@/domain/trade-in/preview-samples'
import { useRuleSubjects } from './use-rule-subjects'
import { offerPrice, offerTrace, traceLine, type PreviewOffer } from './offer-text'
import { callApi } from '@/client/http/api'

type Sample = { id: string; label: string; published: PreviewOffer; draft: PreviewOffer }

/**
 * The offer preview beside the rule editor (issue 20): sample trade-ins priced with the published
 * settings and with the drafts plus this document as it stands on screen, unsaved, with the trace
 * of what fired. It reprices a moment after each edit; nothing is saved or published.
 */
export function OfferPreviewPanel() {
  const { id, collectionSlug } = useDocumentInfo()
  const { subjects } = useRuleSubjects()
  const fields = useFormFields(([state]) => state)
  const doc = useMemo(() => JSON.stringify(reduceFieldsToValues(fields, true)), [fields])
  const settled = useDebounce(doc, 500)
  const [samples, setSamples] = useState<Sample[] | null>(null)
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  const asked = useRef(0)

  useEffect(() => {
    const edit: EditedDocument = collectionSlug
      ? { kind: 'question', id: id ?? null, doc: JSON.parse(settled) as Record<string, unknown> }
      : { kind: 'offer-settings', doc: JSON.parse(settled) as Record<string, unknown> }
    const ask = ++asked.current
    setStatus('loading')
    void callApi<{ samples: Sample[] }>('/api/trade-in/offer-preview', { json: { edit }, credentials: 'include' }).then(
      (answer) => {
        if (ask !== asked.current) return
        if (!answer.ok) return setStatus('failed')
        setSamples(answer.body.samples)
        setStatus('ready')
      },
    )
  }, [settled, id, collectionSlug])

  return (
    <section
      className="offer-preview-panel"
      aria-labelledby="offer-preview-panel-title"
      aria-busy={status === 'loading' || doc !== settled}
    >
      <h3 id="offer-preview-panel-title">Offer preview</h3>
      <p className="offer-preview-panel__intro">
        Sample trade-ins priced with the published settings and with this draft as it is on screen, before you save or
        publish.
      </p>
      <p role="status" className="offer-preview-panel__status">
        {status === 'loading' || doc !== settled
          ? 'Repricing…'
          : status === 'failed'
            ? 'The preview could not be priced. Edit again or reload to retry.'
            : 'Up to date with your edits.'}
      </p>
      {(samples ?? []).map((s) => {
        const draftTrace = offerTrace(s.draft)
        const changed = offerPrice(s.published) !== offerPrice(s.draft)
        return (
          <article
            key={s.id}
            className="offer-preview-panel__sample"
            data-sample={s.id}
            aria-labelledby={`sample-${s.id}`}
          >
            <h4 id={`sample-${s.id}`}>{s.label}</h4>
            <dl>
              <dt>Published</dt>
              <dd>{offerPrice(s.published)}</dd>
              <dt>With this draft{changed ? ' (changed)' : ''}</dt>
              <dd data-testid="draft-price">{offerPrice(s.draft)}</dd>
            </dl>
            <ol aria-label={`What fired with this draft: ${s.label}`} className="offer-preview-panel__trace">
              {draftTrace.map((t, i) => (
                <li key={i}>{traceLine(t, subjects ?? [])}</li>
              ))}
            </ol>
          </article>
        )
      })}
      <p>
        <Link href="/admin/offer-preview">Price another vehicle</Link>
      </p>
    </section>
  )
}
