import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { SAMPLE_FINANCE_SETTINGS } from '@/domain/financing'
import { testPayload } from '../support/payload'
import configPromise from '@payload-config'
import { leadRecord } from '@/domain/leads/lead-record'
import { parseLead } from '@/domain/leads'
import { FIXTURE_NOW, VALID_BODIES } from '@/domain/leads/test-fixtures'
import { DELIVER_LEAD_TASK, LEADS_QUEUE } from '@/services/leads/queue'
import { insertLeadAndJob, insertLeadAndJobSql, recordDeliveryAttemptSql, type LeadRow } from '@/server/db/leads'
import { claimMessageSql, markMessageFailedSql, markMessageSentSql, messageStatesSql } from '@/server/db/lead-messages'
import { queueStateSql, requeueAbandonedJobsSql } from '@/server/db/jobs'
import { RATE_LIMIT_TABLE_DDL, hitRateLimitSql, pruneRateLimitsSql, refundRateLimitSql } from '@/server/db/rate-limits'
import {
  PHONE_VERIFICATION_TABLE_DDL,
  clearCodeSql,
  markVerifiedSql,
  readCodeSql,
  saveCodeSql,
  takeAttemptSql,
} from '@/server/db/phone-verifications'
import {
  exposureCountsSql,
  leadCountsByVariantSql,
  recordExposuresSql,
  visitorAssignmentsSql,
} from '@/server/db/experiments'
import { countPopupEventSql } from '@/server/db/popup-stats'
import { dashboardSql } from '@/server/db/dashboard'
import { settingsVersionsSql, trackerSettingsSql } from '@/server/db/settings'
import { SHELL_GLOBALS, shellGlobalFields, shellGlobalsSql } from '@/server/db/shell-globals'
import { collectionJsonSql, globalJsonSql } from '@/server/db/document-json'
import { REVIEWS_READ, faqsSql, listFields, reviewsSql } from '@/server/db/content-lists'
import { searchArticlesSql } from '@/server/db/articles'
import {
  assignFeatureCodesSql,
  feedVehiclesSql,
  insertVehicleTextsSql,
  insertVehiclesSql,
  sitemapVehiclesSql,
  VACUUM_VEHICLES,
} from '@/server/db/vehicles'
import { insertMarketGuideSql } from '@/server/db/market-guide'
import { insertBulkPriceChangesSql, refreshPriceDropsSql, VACUUM_PRICE_CHANGES } from '@/server/db/price-history'
import { pingSql } from '@/server/db/health'
import {
  claimVitalsAlertSql,
  countVitalsSql,
  releaseVitalsAlertSql,
  vitalsCountsSql,
  vitalsRowCountSql,
} from '@/server/db/web-vitals'
import { lockSecondFactorRowSql, writeSecondFactorRowSql } from '@/server/db/second-factor'
import { resealSql, sealedValuesSql } from '@/server/db/sealed-values'
import { markNoticeSentSql, queueAlertsSql } from '@/server/db/price-alerts'
import {
  PRICE_ALERT_TABLES,
  SAVED_SEARCH_TABLES,
  claimAlertEmailSql,
  confirmAlertSql,
  deleteStaleAlertRequestsSql,
  markAlertEmailFailedSql,
  markAlertEmailSentSql,
  markAlertEmailSkippedSql,
  requestAlertSql,
  type AlertTables,
} from '@/server/db/alert-subscriptions'
import {
  dueSavedSearchesSql,
  insertMatchesSql,
  queueSavedSearchAlertSql,
  recordArrivalSql,
  takeArrivalsSql,
} from '@/server/db/saved-searches'
import { ALERT_JOB, CONFIRMATION_JOB } from '@/services/price-alerts/queue'
import {
  ALERT_JOB as SAVED_SEARCH_ALERT_JOB,
  CONFIRMATION_JOB as SAVED_SEARCH_CONFIRMATION_JOB,
  MATCH_JOB,
} from '@/services/saved-searches/queue'
import { vehiclesMatching } from '@/data/inventory/search'
import { resolveSearch } from '@/data/inventory/where'
import {
  countJobsSql,
  countPhoneVerificationsSql,
  deleteJobsSql,
  deletePhoneRateLimitsSql,
  deletePhoneVerificationsSql,
  forgottenBeforeSql,
  leadCandidatesSql,
  runtimeTablesSql,
  scrubLeadSql,
  subscriptionsByEmailSql,
} from '@/server/db/person-data'
import { execute } from '@/server/db/execute'
import { SEE_DECISION, adapterSessions, executeIn } from '@/server/db/transaction'
import { loadInventoryResults, loadInventoryVocabulary, type InventoryQuery } from '@/data/vehicles'
import { findSimilarVehicles } from '@/data/inventory/vehicle'
import { readCards } from '@/data/inventory/search'
import { loadInventorySnapshot } from '@/data/inventory/snapshot-store'
import { loadSuggestCounts } from '@/data/inventory/suggest'

/**
 * Issue 19: raw SQL into Payload's tables lives in src/server/db, one module per table family, and
 * in the search pages' statements of src/data/inventory (decision 0262). This file fails when
 * Payload's schema no longer has a table or column one of those statements names:
 * - every statement builder of src/server/db is planned (EXPLAIN, nothing runs) with sample
 *   arguments on the migrated test database, and so are the statements the search pages send;
 * - the tables those plans read or write have exactly the columns Payload generates from the
 *   config (its Drizzle tables), so a field renamed in the config without its SQL fails here even
 *   before a migration is made;
 * - the runtime tables' start-up DDL creates what the migration created.
 */
const root = path.resolve(import.meta.dirname, '..', '..')
const DB_DIR = path.join(root, 'src/server/db')

type Statement = { sql: string; params: unknown[] }
type Plan = { 'Node Type': string; 'Relation Name'?: string; Schema?: string; Plans?: Plan[] }
type Pool = {
  query: (text: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>
  connect: () => Promise<Client>
}
type Client = Pool & { release: () => void }
type Drizzle = { execute: (q: SQL) => Promise<unknown>; dialect: { sqlToQuery: (q: SQL) => Statement } }

async function adapter() {
  const payload = await testPayload()
  const db = payload.db as unknown as PostgresAdapter
  return { payload, db, drizzle: db.drizzle as unknown as Drizzle, pool: db.pool as unknown as Pool }
}

function sampleLead(): LeadRow {
  const parsed = parseLead('CONTACT_GENERAL', structuredClone(VALID_BODIES.CONTACT_GENERAL), FIXTURE_NOW)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors))
  const { record } = leadRecord({
    parsed: parsed.value,
    visitorId: 'sql-schema',
    consentState: null,
    prospectStatus: 'new',
  })
  return { ...record, storeKey: 'no-such-store', resumeId: null }
}

/** The Payload config as it runs: the shell globals' and lists' statements are derived from its fields (decisions 0305, 0329). */
const config = await configPromise

const NOW = new Date('2026-11-24T12:00:00Z')
const JOB = { task: DELIVER_LEAD_TASK, queue: LEADS_QUEUE, requestId: 'sql-schema-request-0001' }

/**
 * Every statement builder of src/server/db (an export named `...Sql`), with sample arguments.
 * A new builder without an entry here fails the first test.
 */
const BUILDERS: Record<string, () => SQL> = {
  insertLeadAndJobSql: () => insertLeadAndJobSql(sampleLead(), NOW, JOB),
  recordDeliveryAttemptSql: () => recordDeliveryAttemptSql(1, 'failed', 'refused'),
  claimMessageSql: () =>
    claimMessageSql(
      {
        key: 'k',
        leadId: 1,
        round: 1,
        audience: 'dealership',
        recipient: 'a@example.com',
        subject: 's',
        type: 'adf',
        messageId: '<m@x>',
      },
      300,
    ),
  markMessageSentSql: () => markMessageSentSql(1),
  markMessageFailedSql: () => markMessageFailedSql(1, 'refused'),
  messageStatesSql: () => messageStatesSql(1, 1),
  requeueAbandonedJobsSql: () => requeueAbandonedJobsSql(LEADS_QUEUE, 360),
  lockSecondFactorRowSql: () => lockSecondFactorRowSql(1),
  writeSecondFactorRowSql: () =>
    writeSecondFactorRowSql(1, {
      totpSecret: 'sealed',
      totpPendingSecret: null,
      secondFactorEnrolledAt: NOW,
      totpLastStep: 5,
      secondFactorWrongCodes: 1,
      secondFactorLockedUntil: NOW,
      recoveryCodes: [{ hash: 'h' }],
    }) as SQL,
  sealedValuesSql: () => sealedValuesSql('credit_applications', 'applicant_ssn'),
  resealSql: () => resealSql('users', 'totp_secret', [{ id: 1, value: 'sealed' }]),
  scrubLeadSql: () => scrubLeadSql(1, { title: '[removed]', fields: { email: null } }),
  forgottenBeforeSql: () => forgottenBeforeSql('hmac'),
  queueStateSql: () => queueStateSql(LEADS_QUEUE, DELIVER_LEAD_TASK),
  pruneRateLimitsSql: () => pruneRateLimitsSql(60),
  hitRateLimitSql: () => hitRateLimitSql('203.0.113.9', 60),
  refundRateLimitSql: () => refundRateLimitSql('203.0.113.9'),
  readCodeSql: () => readCodeSql('+13095550100'),
  saveCodeSql: () => saveCodeSql('+13095550100', 'hash', NOW, NOW),
  clearCodeSql: () => clearCodeSql('+13095550100'),
  takeAttemptSql: () => takeAttemptSql('+13095550100', 5),
  markVerifiedSql: () => markVerifiedSql('+13095550100', NOW),
  recordExposuresSql: () =>
    recordExposuresSql(
      'visitor',
      [
        { experiment: 'e', variant: 'a' },
        { experiment: 'f', variant: 'b' },
      ],
      NOW,
    ),
  visitorAssignmentsSql: () => visitorAssignmentsSql('visitor'),
  exposureCountsSql: () => exposureCountsSql('e'),
  leadCountsByVariantSql: () => leadCountsByVariantSql('e'),
  countPopupEventSql: () => countPopupEventSql('welcome', '2026-11-24', 1, 0),
  dashboardSql: () => dashboardSql(NOW),
  settingsVersionsSql: () => settingsVersionsSql(),
  trackerSettingsSql: () => trackerSettingsSql(),
  shellGlobalsSql: () => shellGlobalsSql(config),
  globalJsonSql: () => globalJsonSql('dealership_settings', shellGlobalFields(config, SHELL_GLOBALS[1])),
  collectionJsonSql: () =>
    collectionJsonSql(
      'reviews',
      listFields(config, 'reviews', REVIEWS_READ),
      [{ column: 'reviewed_at', descending: true }],
      5,
    ),
  reviewsSql: () => reviewsSql(config),
  faqsSql: () => faqsSql(config),
  searchArticlesSql: () => searchArticlesSql('oil change', 20),
  sitemapVehiclesSql: () => sitemapVehiclesSql(['used', 'new']),
  feedVehiclesSql: () => feedVehiclesSql(['used']),
  insertVehiclesSql: () =>
    insertVehiclesSql(
      [
        {
          title: '2020 Honda Civic',
          vin: '1HGCM82633A004352',
          stockNumber: 'S1',
          condition: 'used',
          status: 'available',
          storeId: null,
          year: 2020,
          make: 'Honda',
          model: 'Civic',
          trim: null,
          modelYear: 2020,
          price: 19995,
          oldPrice: null,
          initPrice: null,
          priceDrop: 0,
          priceDroppedAt: null,
          mileage: 30000,
          bodystyle: 'sedans',
          doors: 4,
          transmission: 'automatic',
          drivetrain: 'FWD',
          fuelType: 'Gasoline',
          exteriorColor: 'Blue',
          interiorColor: 'Black',
          color: 'blue',
          engine: null,
          cityMpg: 30,
          highwayMpg: 38,
          previewImage: null,
          premiumUpgrade: false,
          private: false,
          dateInStock: '2026-11-01',
          searchText: 'honda civic',
          features: ['Heated seats'],
        },
      ],
      NOW.toISOString(),
    ),
  assignFeatureCodesSql: () => assignFeatureCodesSql(['Heated seats']),
  insertVehicleTextsSql: () =>
    insertVehicleTextsSql([{ order: 1, parentId: 1, path: 'standardFeatures', text: 'Heated seats' }]),
  insertMarketGuideSql: () =>
    insertMarketGuideSql([
      {
        year: 2020,
        make: 'Honda',
        model: 'Civic',
        series: null,
        style: null,
        label: '2020 Honda Civic',
        wholesaleAvg: 15000,
        wholesaleClean: 16200,
        wholesaleRough: 12750,
        retailAvg: 18300,
      },
    ]),
  pingSql: () => pingSql(),
  insertBulkPriceChangesSql: () =>
    insertBulkPriceChangesSql(
      [
        { vehicleId: 1, previousPrice: null, price: 20_000, changedAt: '2026-11-01T12:00:00Z' },
        { vehicleId: 1, previousPrice: 20_000, price: 19_000, changedAt: '2026-11-12T12:00:00Z' },
      ],
      NOW.toISOString(),
    ),
  refreshPriceDropsSql: () => refreshPriceDropsSql(new Date('2026-10-29T12:00:00Z'), NOW),
  countVitalsSql: () =>
    countVitalsSql('2026-11-28', 'vehicle', 'mobile', [
      { metric: 'LCP', bucket: 12 },
      { metric: 'CLS', bucket: 3 },
    ]),
  vitalsCountsSql: () => vitalsCountsSql('2026-11-01', '2026-11-28'),
  vitalsRowCountSql: () => vitalsRowCountSql(),
  claimVitalsAlertSql: () => claimVitalsAlertSql('vehicle', 'LCP', '2026-11-26', 4200, NOW.toISOString()),
  releaseVitalsAlertSql: () => releaseVitalsAlertSql('vehicle', 'LCP', '2026-11-26'),
  // The statements every e-mail alert shares, with the saved searches' tables (ALSO_PLANNED: the price alerts').
  requestAlertSql: () =>
    requestAlertSql(
      SAVED_SEARCH_TABLES,
      {
        email: 'jane@example.com',
        target: '/cars-for-sale/suvs',
        extra: { title: 'SUVs for Sale' },
        sendToSales: true,
        linkSeed: 'seed',
      },
      NOW,
      SAVED_SEARCH_CONFIRMATION_JOB,
    ),
  confirmAlertSql: () => confirmAlertSql(SAVED_SEARCH_TABLES, '0'.repeat(64), NOW),
  claimAlertEmailSql: () =>
    claimAlertEmailSql(SAVED_SEARCH_TABLES, 1, '0'.repeat(64), '<saved-search-1@localhost>', 300),
  markAlertEmailSentSql: () => markAlertEmailSentSql(SAVED_SEARCH_TABLES, 1),
  markAlertEmailFailedSql: () => markAlertEmailFailedSql(SAVED_SEARCH_TABLES, 1, 'refused'),
  markAlertEmailSkippedSql: () => markAlertEmailSkippedSql(SAVED_SEARCH_TABLES, 1, 'gone'),
  deleteStaleAlertRequestsSql: () => deleteStaleAlertRequestsSql(SAVED_SEARCH_TABLES, [1, 2], NOW),
  recordArrivalSql: () => recordArrivalSql(1, NOW, MATCH_JOB),
  takeArrivalsSql: () => takeArrivalsSql(500),
  insertMatchesSql: () =>
    insertMatchesSql(
      [
        { savedSearchId: 1, vehicleId: 2 },
        { savedSearchId: 3, vehicleId: 2 },
      ],
      NOW,
    ),
  dueSavedSearchesSql: () => dueSavedSearchesSql(NOW, [1, 2]),
  queueSavedSearchAlertSql: () => queueSavedSearchAlertSql(1, NOW, NOW, SAVED_SEARCH_ALERT_JOB),
  queueAlertsSql: () =>
    queueAlertsSql(
      [
        { subscriptionId: 1, price: 19_000, previousPrice: 20_000 },
        { subscriptionId: 2, price: 19_000, previousPrice: 19_500 },
      ],
      1,
      NOW,
      ALERT_JOB,
    ),
  markNoticeSentSql: () => markNoticeSentSql(1),
  leadCandidatesSql: () => leadCandidatesSql(['jane@example\\.com', '3[^0-9]{0,4}0']),
  subscriptionsByEmailSql: () => subscriptionsByEmailSql('saved_searches', ['jane@example.com']),
  countJobsSql: () => countJobsSql({ leadId: [1], subscriptionId: [2], noticeId: [3], savedSearchId: [4] }),
  deleteJobsSql: () => deleteJobsSql({ leadId: [1], subscriptionId: [], noticeId: [3], savedSearchAlertId: [5] }),
  runtimeTablesSql: () => runtimeTablesSql(),
  countPhoneVerificationsSql: () => countPhoneVerificationsSql(['+13095550187']),
  deletePhoneVerificationsSql: () => deletePhoneVerificationsSql(['+13095550187']),
  deletePhoneRateLimitsSql: () => deletePhoneRateLimitsSql(['+13095550187']),
}

/** The shared alert statements again, with the price-drop alerts' tables: both families must fit them. */
const priceTables: AlertTables = PRICE_ALERT_TABLES
const ALSO_PLANNED: Record<string, () => SQL> = {
  'requestAlertSql (price alerts)': () =>
    requestAlertSql(
      priceTables,
      { email: 'jane@example.com', target: 1, sendToSales: true, linkSeed: 'seed' },
      NOW,
      CONFIRMATION_JOB,
    ),
  'confirmAlertSql (price alerts)': () => confirmAlertSql(priceTables, '0'.repeat(64), NOW),
  'claimAlertEmailSql (price alerts)': () =>
    claimAlertEmailSql(priceTables, 1, '0'.repeat(64), '<price-alert-1@localhost>', 300),
  'markAlertEmailFailedSql (price alerts)': () => markAlertEmailFailedSql(priceTables, 1, 'refused'),
  'markAlertEmailSkippedSql (price alerts)': () => markAlertEmailSkippedSql(priceTables, 1, 'sold'),
  'deleteStaleAlertRequestsSql (price alerts)': () => deleteStaleAlertRequestsSql(priceTables, [1, 2], NOW),
  'subscriptionsByEmailSql (price alerts)': () => subscriptionsByEmailSql('price_alert_subscriptions', ['j@x.com']),
}

/** Statements that cannot be planned: checked below by what they create, or maintenance. */
const NOT_PLANNED = { RATE_LIMIT_TABLE_DDL, PHONE_VERIFICATION_TABLE_DDL, VACUUM_VEHICLES, VACUUM_PRICE_CHANGES }

/** The modules' exports, read from their files, so that one added later is not forgotten here. */
function moduleExports(): { builders: string[]; constants: string[] } {
  const builders: string[] = []
  const constants: string[] = []
  for (const file of readdirSync(DB_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const text = readFileSync(path.join(DB_DIR, file), 'utf8')
    for (const m of text.matchAll(/export function (\w+Sql)\(/g)) builders.push(m[1])
    for (const m of text.matchAll(/export const (\w+): (?:readonly )?SQL/g)) constants.push(m[1])
  }
  return { builders: builders.sort(), constants: constants.sort() }
}

function relations(plan: Plan): Array<{ schema: string; table: string }> {
  const own = plan['Relation Name'] ? [{ schema: plan.Schema ?? 'public', table: plan['Relation Name'] }] : []
  return [...own, ...(plan.Plans ?? []).flatMap(relations)]
}

/** The plan of a statement, or the database's refusal with the statement's name. */
async function plan(name: string, statement: Statement): Promise<{ name: string; plan?: Plan; error?: string }> {
  const { pool } = await adapter()
  try {
    const { rows } = await pool.query(`EXPLAIN (VERBOSE, FORMAT JSON) ${statement.sql}`, statement.params)
    return { name, plan: (rows[0]['QUERY PLAN'] as Array<{ Plan: Plan }>)[0].Plan }
  } catch (err) {
    return { name, error: `${name}: ${(err as Error).message}` }
  }
}

/** The statements a piece of the search pages' code sends, compiled. */
async function capture(run: () => Promise<unknown>): Promise<Statement[]> {
  const { drizzle } = await adapter()
  const spy = vi.spyOn(drizzle, 'execute')
  try {
    await run()
    return spy.mock.calls.map(([q]) => drizzle.dialect.sqlToQuery(q))
  } finally {
    spy.mockRestore()
  }
}

async function searchStatements(): Promise<Array<[string, Statement]>> {
  const out: Array<[string, Statement]> = []
  let vocab!: Awaited<ReturnType<typeof loadInventoryVocabulary>>
  for (const s of await capture(async () => (vocab = await loadInventoryVocabulary(['used', 'new']))))
    out.push(['inventory vocabulary', s])
  const searches: InventoryQuery[] = [
    { filters: {}, sort: 'newest', page: 2 },
    {
      filters: {
        bodystyle: 'trucks',
        features: ['backup-camera'],
        price: { max: 30_000 },
        mileage: { max: 90_000 },
        year: { min: 2015 },
      },
      sort: 'priceLow',
      page: 1,
    },
    { filters: { make: 'toyota', model: 'camry', greatDeals: 'price-drop', q: 'hybrid' }, sort: 'mileage', page: 1 },
    { filters: { payment: 300, color: 'red' }, sort: 'newest', page: 1 },
  ]
  // With the cards' finance settings, as the site searches: the payment filter and the payment steps' counts.
  for (const query of searches) {
    for (const s of await capture(() =>
      loadInventoryResults(query, 19, vocab, { privateUnlocked: false }, SAMPLE_FINANCE_SETTINGS),
    ))
      out.push([`search ${JSON.stringify(query.filters)}`, s])
  }
  const similar = await capture(() =>
    findSimilarVehicles({ vin: 'X', bodystyle: 'sedans', price: 20_000, make: 'Honda' }, { privateUnlocked: true }, [
      'used',
    ]),
  )
  for (const s of similar) out.push(['similar vehicles', s])
  // The header search's suggestion counts when no snapshot is trusted: the facet statement and the models (issue 38).
  for (const s of await capture(() => loadSuggestCounts(vocab, { privateUnlocked: false })))
    out.push(['search suggestion counts', s])
  // The inventory snapshot's read (with its signature) and the cards of a page it found (decision 0286).
  for (const s of await capture(() => loadInventorySnapshot())) out.push(['inventory snapshot', s])
  for (const s of await capture(() => readCards([1, 2]))) out.push(['cards by id', s])
  // A saved search's matching: the results page's WHERE clause, limited to the arrivals (issue 38, decision 0337).
  const saved = resolveSearch({ bodystyle: 'suvs', price: { max: 30_000 }, q: 'hybrid' }, vocab, {
    privateUnlocked: false,
  })
  for (const s of await capture(() => vehiclesMatching(saved, [1, 2]))) out.push(['saved-search matching', s])
  return out
}

/** Columns of a table in the migrated database. */
async function databaseColumns(schema: string, table: string, client?: Pool): Promise<string[]> {
  const { pool } = await adapter()
  const { rows } = await (client ?? pool).query(
    'SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY column_name',
    [schema, table],
  )
  return rows.map((r) => String(r.column_name))
}

/** Columns Payload generates for a table from the config (its Drizzle table), or null when it generates no such table. */
function payloadColumns(db: PostgresAdapter, table: string): string[] | null {
  const generated = (db.tables as Record<string, Parameters<typeof getTableColumns>[0]>)[table]
  if (!generated) return null
  return Object.values(getTableColumns(generated))
    .map((c) => c.name)
    .sort()
}

describe("raw SQL against Payload's generated schema (issue 19, decision 0262)", () => {
  it('has sample arguments for every statement builder in src/server/db, and knows every unplanned statement', () => {
    const { builders, constants } = moduleExports()
    expect(builders).toEqual(Object.keys(BUILDERS).sort())
    expect(constants).toEqual(Object.keys(NOT_PLANNED).sort())
  })

  it('plans every statement, builders and search pages alike, and the tables they touch have the columns Payload generates', async () => {
    const { drizzle, db } = await adapter()
    const statements: Array<[string, Statement]> = Object.entries({ ...BUILDERS, ...ALSO_PLANNED }).map(
      ([name, build]) => [name, drizzle.dialect.sqlToQuery(build())],
    )
    statements.push(...(await searchStatements()))
    // Each search: its page of cards and its facet counts with the total (decision 0275).
    expect(statements.filter(([name]) => name.startsWith('search')).length).toBeGreaterThanOrEqual(6)

    const planned = await Promise.all(statements.map(([name, statement]) => plan(name, statement)))
    expect(planned.flatMap((p) => (p.error ? [p.error] : []))).toEqual([])

    const touched = new Map<string, Set<string>>()
    for (const p of planned) {
      for (const r of relations(p.plan!)) {
        const key = `${r.schema}.${r.table}`
        if (!touched.has(key)) touched.set(key, new Set())
        touched.get(key)!.add(p.name)
      }
    }
    // The statements reach every family: leads, jobs, messages, settings, inventory, runtime tables.
    for (const table of [
      'public.leads',
      'public.payload_jobs',
      'public.lead_messages',
      'public.price_alert_subscriptions',
      'public.price_alert_notices',
      'public.saved_searches',
      'public.saved_search_alerts',
      'public.saved_search_matches',
      'public.saved_search_arrivals',
      'public.vehicles',
      'public.vehicles_texts',
      'public.site_settings_texts',
      'runtime.lead_rate_limits',
      'runtime.phone_verifications',
    ]) {
      expect([...touched.keys()]).toContain(table)
    }

    const drift: string[] = []
    for (const [key, users] of touched) {
      const [schema, table] = key.split('.')
      if (schema === 'runtime') continue // created by migration, outside Payload's schema: checked by the DDL test below
      const generated = payloadColumns(db, table)
      const inDatabase = await databaseColumns(schema, table)
      const by = [...users].join(', ')
      if (!generated) drift.push(`${table} (used by ${by}): Payload generates no such table`)
      else if (generated.join() !== inDatabase.join()) {
        const missing = inDatabase.filter((c) => !generated.includes(c))
        const added = generated.filter((c) => !inDatabase.includes(c))
        drift.push(
          `${table} (used by ${by}): only in the database ${JSON.stringify(missing)}, only in Payload's schema ${JSON.stringify(added)}`,
        )
      }
    }
    expect(drift).toEqual([])
  })

  it('would fail, naming the statement, when a column the SQL names is renamed', async () => {
    const { pool, drizzle } = await adapter()
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      await client.query('ALTER TABLE lead_messages RENAME COLUMN claimed_at TO claimed_on')
      const statement = drizzle.dialect.sqlToQuery(BUILDERS.claimMessageSql())
      const refused = await client.query(`EXPLAIN ${statement.sql}`, statement.params).then(
        () => null,
        (err: Error) => err.message,
      )
      expect(refused).toMatch(/claimed_at/)
    } finally {
      await client.query('ROLLBACK')
      client.release()
    }
  })

  it.each([
    ['runtime.lead_rate_limits', 'lead_rate_limits', RATE_LIMIT_TABLE_DDL],
    ['runtime.phone_verifications', 'phone_verifications', PHONE_VERIFICATION_TABLE_DDL],
  ])('the start-up DDL of %s creates the columns the migration created', async (_name, table, ddl) => {
    const { pool, drizzle } = await adapter()
    const migrated = await databaseColumns('runtime', table)
    expect(migrated.length).toBeGreaterThan(0)
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      await client.query('ALTER SCHEMA runtime RENAME TO runtime_migrated')
      await client.query(drizzle.dialect.sqlToQuery(ddl).sql)
      expect(await databaseColumns('runtime', table, client)).toEqual(migrated)
    } finally {
      await client.query('ROLLBACK')
      client.release()
    }
  })
})

describe("lead intake inside a Payload transaction (the one read of the adapter's sessions, src/server/db/transaction.ts)", () => {
  async function leadsOf(payload: Payload, visitorId: string): Promise<number> {
    const [row] = await execute(payload, sql`SELECT count(*)::int AS n FROM leads WHERE visitor_id = ${visitorId}`)
    return Number(row.n)
  }

  it('joins the transaction: rolled back with it, committed with it', async () => {
    const payload = await testPayload()
    const row = { ...sampleLead(), storeKey: null, visitorId: 'sql-schema-rollback' }
    const rolledBack = await createLocalReq({}, payload)
    await initTransaction(rolledBack)
    await insertLeadAndJob(payload, row, NOW, JOB, rolledBack)
    await killTransaction(rolledBack)
    expect(await leadsOf(payload, 'sql-schema-rollback')).toBe(0)

    const committed = await createLocalReq({}, payload)
    await initTransaction(committed)
    const created = await insertLeadAndJob(payload, { ...row, visitorId: 'sql-schema-commit' }, NOW, JOB, committed)
    expect(await leadsOf(payload, 'sql-schema-commit')).toBe(0) // not visible before the commit
    await commitTransaction(committed)
    expect(await leadsOf(payload, 'sql-schema-commit')).toBe(1)
    const job = await payload.findByID({ collection: 'payload-jobs', id: created.jobId, overrideAccess: true })
    expect(job).toMatchObject({
      taskSlug: DELIVER_LEAD_TASK,
      queue: LEADS_QUEUE,
      input: { leadId: created.leadId, round: 1 },
    })
    await payload.delete({ collection: 'payload-jobs', id: created.jobId, overrideAccess: true })
    await payload.delete({ collection: 'leads', id: created.leadId, overrideAccess: true })
  })

  it("finds each open transaction's drizzle handle where it reads it, the same transaction as Payload's writes (decision 0306)", async () => {
    const payload = await testPayload()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    const id = String(await req.transactionID)
    const sessions = adapterSessions(payload)
    expect(typeof (sessions[id]?.db as { execute?: unknown } | undefined)?.execute, SEE_DECISION).toBe('function')
    // A Local API write with this req is seen by a statement on the handle before the commit, and
    // not by the pool: one connection, one transaction.
    const review = await payload.create({
      collection: 'reviews',
      data: { reviewerName: 'Decision 0306', platform: 'google', text: 'Rolled back.' },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const count = sql`SELECT count(*)::int AS n FROM reviews WHERE id = ${review.id}`
    const [inside] = await executeIn(payload, req, 'adapter shape', count)
    const [outside] = await execute(payload, count)
    expect(inside.n, `the session's handle does not see Payload's own write: ${SEE_DECISION}`).toBe(1)
    expect(outside.n).toBe(0)
    await killTransaction(req)
    expect(
      adapterSessions(payload)[id],
      `the adapter keeps a session after its rollback: ${SEE_DECISION}`,
    ).toBeUndefined()
    expect((await execute(payload, count))[0].n).toBe(0)
  })

  it('refuses a transaction that is no longer open instead of writing outside it', async () => {
    const payload = await testPayload()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    const id = await req.transactionID
    await (payload.db as unknown as PostgresAdapter).rollbackTransaction(id as string)
    req.transactionID = id // Payload clears it on its own rollback; a stale id is what a late caller would hold
    await expect(
      insertLeadAndJob(payload, { ...sampleLead(), storeKey: null, visitorId: 'sql-schema-closed' }, NOW, JOB, req),
    ).rejects.toThrow(/no longer open/)
    expect(await leadsOf(payload, 'sql-schema-closed')).toBe(0)
  })
})

describe('where raw SQL may be written (decision 0262)', () => {
  /** The search pages' statements, composed from shared fragments, and the cache listener's own session. */
  const EXCEPTIONS = [
    'src/data/inventory/db.ts',
    'src/data/inventory/facets.ts',
    'src/data/inventory/search.ts',
    'src/data/inventory/snapshot-store.ts',
    'src/data/inventory/vehicle.ts',
    'src/data/inventory/vocabulary.ts',
    'src/data/inventory/where.ts',
    // LISTEN belongs to a session: a pg.Client of its own, not a pool connection (decision 0227).
    'src/services/cache-invalidation/listener.ts',
  ]
  const SQL_TEXT = [
    /\bsql`/,
    /\bsql\.(raw|join|identifier)\(/,
    /from ['"]pg['"]/,
    /\.drizzle\b/,
    /\.sessions\b/,
    /\.(query|execute)\(\s*[`'"]\s*(select|insert|update|delete|with|create|alter|drop|listen|vacuum)\b/i,
  ]

  function sourceFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name)
      if (e.isDirectory()) return sourceFiles(full)
      return /\.(ts|tsx|mjs|js)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : []
    })
  }

  it('finds SQL text only in src/server/db and the named exceptions', () => {
    const offenders = sourceFiles(path.join(root, 'src'))
      .map((file) => path.relative(root, file))
      .filter(
        (file) => !file.startsWith('src/server/db/') && !EXCEPTIONS.includes(file) && file !== 'src/payload-types.ts',
      )
      .filter((file) => SQL_TEXT.some((pattern) => pattern.test(readFileSync(path.join(root, file), 'utf8'))))
    expect(offenders).toEqual([])
  })

  it('each named exception still writes SQL (an exception that no longer needs to be one is removed from the list)', () => {
    for (const file of EXCEPTIONS)
      expect(
        SQL_TEXT.some((p) => p.test(readFileSync(path.join(root, file), 'utf8'))),
        file,
      ).toBe(true)
  })
})
