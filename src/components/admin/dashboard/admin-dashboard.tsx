import type { Payload, TypedUser } from 'payload'
import Link from 'next/link'
import { userHasRole } from '@/access/roles'
import { FORM_TYPE_LABELS, type FormType } from '@/domain/leads/form-types'
import {
  bars,
  deliveryVerdict,
  labelCounts,
  total,
  NO_SOURCE_LABEL,
  NO_STORE_LABEL,
  type LabelledCount,
} from '@/domain/dashboard/lead-counts'
import { popupConversions } from '@/domain/dashboard/popup-conversion'
import { dashboardData } from '@/services/dashboard/dashboard-data'
import { BarChart } from './bar-chart'
import { ResendLeadButton } from '../resend-lead-button'

/**
 * The admin's dashboard, above the collections (issue 20): for each role what concerns it.
 * - Everyone: leads in the last 7 and 30 days by form type, store and source (counts only; no
 *   shopper's data).
 * - Sales and admins: delivery health (waiting, retrying, failed) and the latest leads that need
 *   attention, each with Resend.
 * - Marketing and admins: the running experiments, each linked to its results.
 * - Marketing, managers and admins (who edit popups): views, submissions and conversion per popup
 *   over 30 days (counted without personal data, under analytics consent; decision 0246).
 * - Managers, marketing and admins (who keep the inventory): the last CSV import and its outcome.
 * One SQL statement (src/services/dashboard/dashboard-data.ts) feeds it.
 */
const formTypeLabel = (key: string) => FORM_TYPE_LABELS[key as FormType] ?? key
const same = (key: string) => key
const LEADS = '/admin/collections/leads'
const STUCK_FILTER = `${LEADS}?where[or][0][deliveryStatus][equals]=failed&where[or][1][deliveryStatus][equals]=no-recipient`

export async function AdminDashboard({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user) return null
  const data = await dashboardData(payload)
  const byFormType = labelCounts(data.byFormType, formTypeLabel, 'Unknown form')
  const byStore = labelCounts(data.byStore, same, NO_STORE_LABEL)
  const bySource = labelCounts(data.bySource, same, NO_SOURCE_LABEL)
  const seesLeads = userHasRole(user, ['sales'])
  return (
    <div className="store-dashboard" data-testid="admin-dashboard">
      <section className="store-dashboard__panel" aria-labelledby="dashboard-leads">
        <h2 id="dashboard-leads">Leads</h2>
        <p className="store-dashboard__totals">
          <span>
            <span className="store-dashboard__total" data-testid="leads-7-days">
              {total(byFormType, 'd7')}
            </span>{' '}
            in the last 7 days
          </span>
          <span>
            <span className="store-dashboard__total" data-testid="leads-30-days">
              {total(byFormType, 'd30')}
            </span>{' '}
            in the last 30 days
          </span>
        </p>
        <div className="store-dashboard__grid">
          <CountsPanel id="form-type" title="By form type" counts={byFormType} />
          <CountsPanel id="store" title="By store" counts={byStore} />
          <CountsPanel id="source" title="By source (last touch)" counts={bySource} />
        </div>
      </section>

      {seesLeads ? (
        <section className="store-dashboard__panel" aria-labelledby="dashboard-delivery">
          <h2 id="dashboard-delivery">Lead delivery</h2>
          <p data-testid="delivery-verdict">{deliveryVerdict(data.delivery)}</p>
          <ul className="store-dashboard__health">
            <li>
              Waiting:{' '}
              <Link href={`${LEADS}?where[deliveryStatus][equals]=pending`} data-testid="delivery-pending">
                {data.delivery.pending}
              </Link>
            </li>
            <li>
              Retrying:{' '}
              <Link href={`${LEADS}?where[deliveryStatus][equals]=retrying`} data-testid="delivery-retrying">
                {data.delivery.retrying}
              </Link>
            </li>
            <li>
              Failed:{' '}
              <Link href={STUCK_FILTER} data-testid="delivery-failed">
                {data.delivery.failed + data.delivery.noRecipient}
              </Link>
            </li>
          </ul>
          {data.stuck.length > 0 ? (
            <table className="store-dashboard__table">
              <caption className="store-dashboard__chart-title" style={{ textAlign: 'left' }}>
                Latest leads that need attention
              </caption>
              <thead>
                <tr>
                  <th scope="col" align="left">
                    Lead
                  </th>
                  <th scope="col" align="left">
                    Sent
                  </th>
                  <th scope="col" align="left">
                    Why
                  </th>
                  <th scope="col" align="left">
                    <span className="store-dashboard__visually-hidden">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.stuck.map((lead) => (
                  <tr key={lead.id} data-testid="stuck-lead" data-lead-id={lead.id}>
                    <td>
                      <Link href={`${LEADS}/${lead.id}`}>{lead.title ?? `Lead ${lead.id}`}</Link>
                    </td>
                    <td>
                      {new Date(lead.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                    </td>
                    <td>
                      {lead.status === 'no-recipient'
                        ? 'No recipient is set for this form.'
                        : (lead.error ?? 'The mail server refused it.')}
                    </td>
                    <td>
                      <ResendLeadButton leadId={lead.id} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ) : null}

      {userHasRole(user, ['marketing']) ? (
        <section className="store-dashboard__panel" aria-labelledby="dashboard-experiments">
          <h2 id="dashboard-experiments">Running experiments</h2>
          {data.experiments.length === 0 ? (
            <p className="store-dashboard__empty">No experiment is running.</p>
          ) : (
            <ul>
              {data.experiments.map((e) => (
                <li key={e.id}>
                  <Link href={`/admin/collections/experiment-definitions/${e.id}`}>{e.name}</Link>: results on its page
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {userHasRole(user, ['marketing', 'manager']) ? <PopupsPanel rows={popupConversions(data.popups)} /> : null}

      {userHasRole(user, ['manager', 'marketing']) ? (
        <section className="store-dashboard__panel" aria-labelledby="dashboard-import">
          <h2 id="dashboard-import">Last inventory import</h2>
          {data.lastImport ? (
            <p data-testid="last-import">
              <Link href={`/admin/collections/csv-imports/${data.lastImport.id}`}>
                {new Date(data.lastImport.createdAt).toLocaleString('en-US', {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </Link>
              {': '}
              {importOutcome(data.lastImport)}
            </p>
          ) : (
            <p className="store-dashboard__empty">
              No CSV import yet. <Link href="/admin/collections/csv-imports/create">Import a file</Link>.
            </p>
          )}
        </section>
      ) : null}
    </div>
  )
}

function importOutcome(i: NonNullable<Awaited<ReturnType<typeof dashboardData>>['lastImport']>): string {
  if (i.status === 'failed') return `failed, nothing changed${i.error ? ` (${i.error})` : ''}.`
  if (i.status !== 'done') return 'still running.'
  return `finished: ${i.rowsTotal ?? 0} rows, ${i.created ?? 0} added, ${i.updated ?? 0} updated, ${i.markedSold ?? 0} marked sold.`
}

function PopupsPanel({ rows }: { rows: ReturnType<typeof popupConversions> }) {
  return (
    <section className="store-dashboard__panel" aria-labelledby="dashboard-popups">
      <h2 id="dashboard-popups">Popups, last 30 days</h2>
      <p className="store-dashboard__empty">
        Counted without personal data, and only for visitors who allow analytics cookies.
      </p>
      {rows.length === 0 ? (
        <p className="store-dashboard__empty">No popup has been shown yet.</p>
      ) : (
        <table className="store-dashboard__table" data-testid="popup-stats">
          <thead>
            <tr>
              <th scope="col" align="left">
                Popup
              </th>
              <th scope="col" align="right">
                Shown
              </th>
              <th scope="col" align="right">
                Sent
              </th>
              <th scope="col" align="right">
                Conversion
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.popupId} data-popup={p.popupId}>
                <th scope="row" align="left">
                  {p.name}
                </th>
                <td align="right" data-col="views">
                  {p.views}
                </td>
                <td align="right" data-col="submissions">
                  {p.submissions}
                </td>
                <td align="right">{p.conversion}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

function CountsPanel({ id, title, counts }: { id: string; title: string; counts: LabelledCount[] }) {
  return (
    <div data-testid={`leads-by-${id}`}>
      <BarChart title={`${title}, last 7 days`} bars={bars(counts, 'd7')} />
      <details>
        <summary>{title}: 7 and 30 days</summary>
        <table className="store-dashboard__table">
          <thead>
            <tr>
              <th scope="col" align="left">
                {title.replace(/^By /, '').replace(/^./, (c) => c.toUpperCase())}
              </th>
              <th scope="col" align="right">
                7 days
              </th>
              <th scope="col" align="right">
                30 days
              </th>
            </tr>
          </thead>
          <tbody>
            {counts.map((c) => (
              <tr key={c.key || c.label} data-row={c.label}>
                <th scope="row" align="left">
                  {c.label}
                </th>
                <td align="right">{c.d7}</td>
                <td align="right">{c.d30}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  )
}
