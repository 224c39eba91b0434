import type { Payload } from 'payload'
import { execute } from '@/server/db/execute'
import { dashboardSql } from '@/server/db/dashboard'
import type { CountRow, DeliveryHealth } from '@/domain/dashboard/lead-counts'
import type { PopupCountRow } from '@/domain/dashboard/popup-conversion'

/**
 * Everything the admin dashboard shows (issue 20), in one SQL statement: lead counts over 7 and 30
 * days by form type, store and source; the delivery queue's health with the latest leads that need
 * attention; the last CSV import; the running experiments; views and submissions per popup. Aggregates are the one thing the Local
 * API cannot do, and the target is p95 <= 100 ms at 100,000 leads (`npm run bench -- --only
 * dashboard`): the 30-day window uses the index on leads.created_at, the delivery counts the one on
 * leads.delivery_status.
 */
export type StuckLead = {
  id: number
  title: string | null
  status: 'failed' | 'no-recipient'
  error: string | null
  createdAt: string
}
export type LastImport = {
  id: number
  status: string
  kind: string | null
  rowsTotal: number | null
  created: number | null
  updated: number | null
  markedSold: number | null
  error: string | null
  createdAt: string
}
export type RunningExperiment = { id: number; name: string }

export type DashboardData = {
  byFormType: CountRow[]
  byStore: CountRow[]
  bySource: CountRow[]
  delivery: DeliveryHealth
  stuck: StuckLead[]
  lastImport: LastImport | null
  experiments: RunningExperiment[]
  popups: PopupCountRow[]
}

export async function dashboardData(payload: Payload, now = new Date()): Promise<DashboardData> {
  const [row] = await execute(payload, dashboardSql(now))
  const delivery = (row?.delivery ?? {}) as Partial<DeliveryHealth>
  return {
    byFormType: (row?.by_form_type ?? []) as CountRow[],
    byStore: (row?.by_store ?? []) as CountRow[],
    bySource: (row?.by_source ?? []) as CountRow[],
    delivery: {
      pending: Number(delivery.pending ?? 0),
      retrying: Number(delivery.retrying ?? 0),
      failed: Number(delivery.failed ?? 0),
      noRecipient: Number(delivery.noRecipient ?? 0),
    },
    stuck: (row?.stuck ?? []) as StuckLead[],
    lastImport: (row?.last_import ?? null) as LastImport | null,
    experiments: (row?.experiments ?? []) as RunningExperiment[],
    popups: (row?.popups ?? []) as PopupCountRow[],
  }
}
