/**
 * End-to-end runs use the built app under scripts/serve.mjs (as `npm start` serves it; not the dev server) on a fresh, migrated,
 * seeded database, with mail going to a per-run outbox folder.
 */
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { createTestDatabase } from './test-database'
import { migrateAndSeed } from './prepare-database'
import { prepareProcessEnv } from '../../scripts/lib/process-env'
import { buildIsCurrent } from '../../scripts/lib/build-fingerprint'
import { runOrExit } from '../../scripts/lib/run'
import { SmtpSink } from './smtp-sink'
import { CapiStub } from './capi-stub'
import { freePort } from '../../scripts/lib/free-port'
import { launchServer } from '../../scripts/lib/server-command'
import { stopChild } from './processes'
import { waitHealthy } from '../../scripts/lib/wait-healthy'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    e2eDatabaseUrl: string
    e2eMediaDir: string
    outboxDir: string
    /** Messages the app sent to the loopback SMTP server, one .eml file each (issue 4). */
    mailDir: string
    /** Text messages of phone verification, one .json file each (issue 8, local SMS outbox). */
    smsOutboxDir: string
    /** What the server sent to the Meta Conversions API stub, one .json file per call (decision 0065). */
    capiDir: string
  }
}

const root = path.resolve(import.meta.dirname, '..', '..')

export default async function setup(project: TestProject) {
  prepareProcessEnv()
  if (!buildIsCurrent(root)) {
    console.log('[e2e] building the app…')
    await runOrExit(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  }
  const db = await createTestDatabase('e2e')
  await migrateAndSeed(db.url, 60, db.mediaDir)
  const outboxDir = path.join(db.mediaDir, 'outbox')
  const smsOutboxDir = path.join(db.mediaDir, 'sms-outbox')
  // A real SMTP server on loopback receives the app's lead e-mails (ARCHITECTURE.md rule 10).
  const mailDir = path.join(db.mediaDir, 'mail')
  const smtp = new SmtpSink(await freePort(), mailDir)
  await smtp.start()
  // The Conversions API on loopback: the server forwards consented events to it, never to Meta.
  const capiDir = path.join(db.mediaDir, 'capi')
  const capi = new CapiStub(capiDir)
  await capi.start()
  // The app's port last, just before it starts, from the range the system never hands out itself
  // (scripts/lib/free-port.ts): a port picked and closed could otherwise go to a stub listening on
  // port 0, or to another runner (seen in clean-clone CI runs).
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  // Every request of the suite now counts as one client, 127.0.0.1 (made-up X-Forwarded-For values no
  // longer spread them, decision 0200): the per-client lead and phone limits are tested in tests/int.
  // Started exactly as `npm start` starts it (scripts/lib/server-command.ts, decision 0299).
  const server = launchServer({
    root,
    port,
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      MEDIA_DIR: db.mediaDir,
      OUTBOX_DIR: outboxDir,
      SMS_OUTBOX_DIR: smsOutboxDir,
      PUBLIC_URL: baseUrl,
      SMTP_URL: smtp.url,
      LEAD_RETRY_DELAY_MS: '200',
      LEADS_RATE_LIMIT: '100000',
      PHONE_VERIFY_IP_LIMIT: '100000',
      // Every test browses from 127.0.0.1 with analytics consent, and each page sends a Core Web Vitals beacon (issue 40).
      VITALS_RATE_LIMIT: '100000',
      // Every test that types into the header search asks for suggestions (issue 38).
      SUGGEST_RATE_LIMIT: '100000',
      META_CAPI_BASE_URL: capi.url,
      META_CAPI_ACCESS_TOKEN: 'e2e-capi-token',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitHealthy(baseUrl, { child: server, timeoutMs: 60_000 })
  project.provide('baseUrl', baseUrl)
  project.provide('e2eDatabaseUrl', db.url)
  project.provide('e2eMediaDir', db.mediaDir)
  project.provide('outboxDir', outboxDir)
  project.provide('mailDir', mailDir)
  project.provide('smsOutboxDir', smsOutboxDir)
  project.provide('capiDir', capiDir)
  return async () => {
    await stopChild(server)
    await smtp.stop()
    await capi.stop()
    await db.drop()
  }
}
