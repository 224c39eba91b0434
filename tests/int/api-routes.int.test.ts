/**
 * Payload's REST API answers under /api/<collection slug>, /api/globals, /api/graphql and the
 * config's own endpoints (src/app/(payload)/api/[...slug]); the site's route handlers live in
 * src/app/api beside it. A folder of ours named like one of Payload's shadows it, as a POST-only
 * /api/saved-searches once made the admin's list of saved searches answer 405 (decision 0337).
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'

const API_DIR = path.resolve(import.meta.dirname, '..', '..', 'src', 'app', 'api')

/** Routes that share a collection's address on purpose, and hand Payload what is its own. */
const SHARED: Record<string, string> = {
  leads: "the shoppers' forms POST here; GET is handed to Payload's list (decision 0216)",
}

describe("the site's API routes and Payload's REST API (decision 0337)", () => {
  it("no route folder of src/app/api takes an address of Payload's REST API", async () => {
    const payload = await testPayload()
    const ours = readdirSync(API_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('%5F'))
      .map((entry) => entry.name)
    expect(ours).toContain('price-alerts')
    const payloads = new Set([
      ...payload.config.collections.map((c) => c.slug),
      'globals',
      'graphql',
      'graphql-playground',
      ...(payload.config.endpoints ?? []).map((e) => e.path.split('/').filter(Boolean)[0]),
    ])
    expect(ours.filter((name) => payloads.has(name) && !(name in SHARED))).toEqual([])
    for (const name of Object.keys(SHARED)) {
      expect(payloads.has(name), `${name} is still one of Payload's addresses`).toBe(true)
      expect(readFileSync(path.join(API_DIR, name, 'route.ts'), 'utf8')).toMatch(/export (async )?function GET\(/)
    }
  })
})
