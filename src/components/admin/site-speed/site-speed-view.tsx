import type { AdminViewServerProps } from 'payload'
import { userHasRole } from '@/access/roles'
import { AdminViewFrame, openAdminView } from '@/components/admin/admin-view-frame'
import { REPORT_DAYS, readVitalsCounts } from '@/services/vitals/read-counts'
import {
  DEVICE_CLASSES,
  METRICS,
  TEMPLATES,
  THRESHOLDS,
  formatMetric,
  summarize,
  templateMeasured,
  type DeviceKey,
} from '@/domain/vitals'
import { MetricCell } from './metric-cell'

const DEVICES: DeviceKey[] = ['all', ...DEVICE_CLASSES]
const DEVICE_LABELS: Record<DeviceKey, string> = {
  all: 'All devices',
  mobile: 'Phones',
  tablet: 'Tablets',
  desktop: 'Computers',
}

/**
 * Admin view /admin/site-speed (issue 40 "The report"): the 75th percentile of each Core Web Vital
 * per page template and device class over the last 28 days, rated against Google's thresholds,
 * and each template's daily p75 (all devices) as the trend. Read from the histograms that
 * POST /api/vitals fills (decision 0325); managers and admins only.
 */
export async function SiteSpeedView(view: AdminViewServerProps) {
  const req = await openAdminView(view, '/site-speed')
  const allowed = userHasRole(req.user, ['manager'])
  const today = new Date().toISOString().slice(0, 10)
  const summary = allowed ? summarize(await readVitalsCounts(req.payload, today, REPORT_DAYS)) : null
  const measured = summary ? TEMPLATES.filter((t) => templateMeasured(summary, t)) : []
  return (
    <AdminViewFrame view={view}>
      <h1>Site speed</h1>
      {!summary ? (
        <p>Only managers and admins can see site speed.</p>
      ) : (
        <>
          <p>
            Core Web Vitals measured on real visits of the last {REPORT_DAYS} days (only visitors who allow analytics
            cookies), as the 75th percentile: three visits in four were at least this fast. Rated against Google&apos;s
            thresholds:{' '}
            {METRICS.map(
              (m) => `${m} ${formatMetric(m, THRESHOLDS[m].good)} / ${formatMetric(m, THRESHOLDS[m].poor)}`,
            ).join(' · ')}
            .
          </p>
          {measured.length === 0 ? <p data-testid="site-speed-empty">No visits measured yet.</p> : null}
          {measured.map((template) => (
            <section key={template} data-testid={`site-speed-${template}`} style={{ marginBottom: 32 }}>
              <h2 style={{ textTransform: 'capitalize' }}>{template} pages</h2>
              <table style={{ width: '100%' }}>
                <thead>
                  <tr>
                    <th align="left">Device</th>
                    {METRICS.map((m) => (
                      <th key={m} align="left">
                        {m}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {DEVICES.map((device) => (
                    <tr key={device}>
                      <td>{DEVICE_LABELS[device]}</td>
                      {METRICS.map((m) => (
                        <MetricCell
                          key={m}
                          metric={m}
                          cell={summary.period(template, device, m)}
                          testId={`site-speed-${template}-${device}-${m}`}
                        />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              <details>
                <summary>Daily trend (all devices)</summary>
                <table style={{ width: '100%' }} data-testid={`site-speed-${template}-trend`}>
                  <thead>
                    <tr>
                      <th align="left">Day (UTC)</th>
                      {METRICS.map((m) => (
                        <th key={m} align="left">
                          {m}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {[...summary.days].reverse().map((day) => (
                      <tr key={day}>
                        <td>{day}</td>
                        {METRICS.map((m) => (
                          <MetricCell
                            key={m}
                            metric={m}
                            cell={summary.day(day, template, m)}
                            testId={`site-speed-${template}-${day}-${m}`}
                          />
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </section>
          ))}
        </>
      )}
    </AdminViewFrame>
  )
}
