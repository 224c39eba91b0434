import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { withHandledInitializing } from './src/server/db/handled-initializing'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import sharp from 'sharp'
import { env } from './src/config/env'
import { readOrCreateLocalSecret } from './src/config/local-secret'
import { createMailTransport } from './src/services/mailer/transport'
import { collections } from './src/collections'
import { globals } from './src/globals'
import { leadJobs } from './src/services/leads/jobs'
import { withCsvImportJobs } from './src/services/csv-import/jobs'
import { withPriceAlertJobs } from './src/services/price-alerts/jobs'
import { withSavedSearchJobs } from './src/services/saved-searches/jobs'
import { withRetentionJobs } from './src/services/retention/jobs'
import { withSiteSpeedJobs } from './src/services/vitals/jobs'
import { withPriceDropJobs } from './src/services/price-history/jobs'
import { withRecordedJobRuns } from './src/services/jobs/recorded-tasks'
import { jsonLogs, processLogger } from './src/services/logging/logger.mjs'
import { mediaStoragePlugin } from './src/services/media-storage/s3'
import { guardPoolErrors } from './src/server/db/pool-errors'
import { featureBitsSchema } from './src/server/db/feature-bits-schema'
import { shareInitializedPayload } from './src/server/db/initialized-payload'
import { secondFactorGuard } from './src/services/staff-auth/guard'
import { SECOND_FACTOR_ROUTE } from './src/services/staff-auth/second-factor-route'
import { keepValidationDetails } from './src/services/errors/validation-details'
import { auditFailedGraphqlSignIn } from './src/collections/users/hooks/audit-sign-in'
import { forgetPersonEndpoints } from './src/endpoints/forget-person'
import { GRAPHQL_MAX_COMPLEXITY, GRAPHQL_MAX_DEPTH, depthLimitRule } from './src/graphql/depth-limit'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

export default buildConfig({
  secret: config.PAYLOAD_SECRET ?? readOrCreateLocalSecret('payload'),
  serverURL: undefined,
  admin: {
    user: 'users',
    meta: { titleSuffix: ' · Dealership admin' },
    importMap: { baseDir: path.resolve(dirname, 'src') },
    // Payload's own account icon instead of Gravatar: no staff e-mail hash leaves the site, and the
    // admin's Content-Security-Policy needs no image host (decision 0215).
    avatar: 'default',
    // A session that still owes the second factor lacks admin access (the Users collection's
    // `access.admin`), and Payload sends such a session to this route: the second-factor page
    // (issue 34, decision 0300).
    routes: { unauthorized: SECOND_FACTOR_ROUTE },
    // Outbox of .eml files when no SMTP server is configured (issue 4).
    components: {
      // Leads by form type, store and source, delivery health, experiments, the last import (issue 20).
      beforeDashboard: ['@/components/admin/dashboard/admin-dashboard#AdminDashboard'],
      afterNavLinks: [
        '@/components/admin/outbox-nav-link#OutboxNavLink',
        '@/components/admin/sms-outbox-nav-link#SmsOutboxNavLink',
        '@/components/admin/offer-preview-nav-link#OfferPreviewNavLink',
        // Admins only: erase a shopper's data on request (issue 34).
        '@/components/admin/forget-person-nav-link#ForgetPersonNavLink',
        // Managers and admins: real-user Core Web Vitals per page template (issue 40).
        '@/components/admin/site-speed/site-speed-nav-link#SiteSpeedNavLink',
      ],
      views: {
        outbox: { Component: '@/components/admin/outbox-view#OutboxView', path: '/outbox' },
        // Text messages of phone verification when no SMS provider is configured (issue 8).
        smsOutbox: { Component: '@/components/admin/sms-outbox-view#SmsOutboxView', path: '/sms-outbox' },
        // Trade-in offers priced with draft settings beside the published ones (issue 7).
        offerPreview: { Component: '@/components/admin/offer-preview-view#OfferPreviewView', path: '/offer-preview' },
        // Enrolment and the code after the password (issue 34), in place of Payload's "unauthorized" page.
        unauthorized: {
          Component: '@/components/admin/second-factor/second-factor-view#SecondFactorView',
          path: SECOND_FACTOR_ROUTE,
        },
        // Erase everything stored about one shopper, after a preview (issue 34, "Forget a person").
        forgetPerson: { Component: '@/components/admin/forget-person-view#ForgetPersonView', path: '/forget-person' },
        // p75 of each Core Web Vital per page template and device over 28 days (issue 40).
        siteSpeed: { Component: '@/components/admin/site-speed/site-speed-view#SiteSpeedView', path: '/site-speed' },
      },
    },
  },
  collections,
  globals,
  // POST /api/forget-person/preview and /api/forget-person, admins only (issue 34).
  endpoints: forgetPersonEndpoints,
  // A hook's refusal keeps its field messages in the REST answer, for the admin and API clients alike.
  // A failed GraphQL sign-in reaches only this root hook, and goes to the audit log (issue 34).
  hooks: { afterError: [keepValidationDetails, auditFailedGraphqlSignIn] },
  editor: lexicalEditor(),
  // The adapter's reasonless `initializing` rejection marked handled (src/server/db/handled-initializing.ts).
  db: withHandledInitializing(
    postgresAdapter({
      // JIT off for the app's sessions (decision 0230): the facet counts at 50,000 vehicles cost more
      // than Postgres' JIT threshold, and compiling them took longer than running them.
      pool: {
        connectionString: config.DATABASE_URL,
        max: config.DB_POOL_MAX,
        connectionTimeoutMillis: 5000,
        options: '-c jit=off',
      },
      // Schema push only in the dev database; production and tests run committed migrations.
      push: config.PAYLOAD_DB_PUSH === '1',
      migrationDir: path.resolve(dirname, 'migrations'),
      // Each vehicle's features as bits beside its row, for the search pages' facet counts (decision 0275).
      afterSchemaInit: [featureBitsSchema],
    }),
  ),
  email: nodemailerAdapter({
    defaultFromAddress: config.MAIL_FROM.match(/<(.+)>/)?.[1] ?? config.MAIL_FROM,
    defaultFromName: config.MAIL_FROM.replace(/\s*<.+>$/, '') || 'Website',
    transport: createMailTransport(config),
    skipVerify: true,
  }),
  // Issue 9, "Security": a complexity budget and a depth cap on every query; introspection and the
  // playground off in production (docs/decisions/0095-graphql-limits.md).
  graphQL: {
    disablePlaygroundInProduction: true,
    disableIntrospectionInProduction: true,
    maxComplexity: GRAPHQL_MAX_COMPLEXITY,
    validationRules: () => [depthLimitRule(GRAPHQL_MAX_DEPTH)],
    // The schema's SDL, generated (`npm run generate:graphql`): the site's GraphQL documents are
    // typed from it (codegen.ts, issue 36).
    schemaOutputFile: path.resolve(dirname, 'src/graphql/generated/schema.graphql'),
  },
  // Lead delivery queue (issue 4, src/services/leads/jobs.ts) with the price-drop alert e-mails
  // (issue 21) and the saved searches' e-mails and matching (issue 38), CSV imports (issues 3 and 7)
  // and the nightly disposal of expired personal data (issue 34).
  // The daily Site speed alert to the managers rides the retention queue (issue 40).
  // Every task's runs are counted and, with LOG_FORMAT=json, logged (issue 35).
  jobs: withRecordedJobRuns(
    withSiteSpeedJobs(
      withPriceDropJobs(withRetentionJobs(withCsvImportJobs(withSavedSearchJobs(withPriceAlertJobs(leadJobs))))),
    ),
  ),
  // LOG_FORMAT=json: one JSON line per entry, from the logger the custom server's request lines use
  // too (issue 35, decision 0303); otherwise Payload's own human-readable logger.
  ...(jsonLogs() ? { logger: processLogger() } : {}),
  // A Postgres restart must not crash the server: idle pool clients' errors are logged (issue 9).
  // The proxy's tracker-settings read uses this Payload's pool (src/server/db/initialized-payload.ts).
  onInit: (payload) => {
    guardPoolErrors(payload)
    shareInitializedPayload(payload)
  },
  // Media and resumes on S3-compatible storage when S3_BUCKET is set, local disk otherwise (issue 9).
  // The second-factor guard on every collection and global (issue 34), after the others have added theirs.
  plugins: [mediaStoragePlugin(config), secondFactorGuard],
  sharp,
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
})
