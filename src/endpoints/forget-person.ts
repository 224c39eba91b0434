import type { Endpoint, PayloadRequest } from 'payload'
import { userHasRole } from '@/access/roles'
import { env } from '@/config/env'
import { parsePersonKey, type PersonKey } from '@/domain/privacy/person'
import { forgetPerson, previewForget } from '@/services/privacy/forget-person'
import { canReachCustomerData } from '@/access/can-reach-customer-data'
import { NO_STORE } from '@/server/http/responses'

/**
 * "Forget a person" (issue 34), for admins only: POST /api/forget-person/preview lists what would
 * be removed; POST /api/forget-person removes it (the admin view /admin/forget-person presses the
 * second only after showing the first). Body: { "person": "<e-mail address or phone number>" }.
 * 403 for anyone but an admin; 400 for a body without it; 422 for neither an address nor a phone.
 */
async function personFrom(req: PayloadRequest): Promise<{ key: PersonKey } | Response> {
  // Admins only, and only after the second factor: the preview shows customer information (issue 34).
  if (!req.user || !userHasRole(req.user, []) || !(await canReachCustomerData(req)))
    return Response.json({ error: 'Forbidden' }, { status: 403 })
  let body: unknown
  try {
    body = await req.json?.()
  } catch {
    body = undefined
  }
  if (typeof body !== 'object' || body === null)
    return Response.json({ error: 'Send JSON: { "person": "an e-mail address or a phone number" }.' }, { status: 400 })
  const parsed = parsePersonKey((body as { person?: unknown }).person)
  if (!parsed.ok) return Response.json({ error: parsed.message }, { status: parsed.status })
  return { key: parsed.key }
}

const outboxDirs = () => {
  const config = env()
  return { outboxDir: config.OUTBOX_DIR, smsOutboxDir: config.SMS_OUTBOX_DIR }
}

export const forgetPersonPreviewEndpoint: Endpoint = {
  path: '/forget-person/preview',
  method: 'post',
  handler: async (req) => {
    const person = await personFrom(req)
    if (person instanceof Response) return person
    return Response.json(await previewForget(req.payload, person.key, outboxDirs()), { headers: NO_STORE })
  },
}

export const forgetPersonEndpoint: Endpoint = {
  path: '/forget-person',
  method: 'post',
  handler: async (req) => {
    const person = await personFrom(req)
    if (person instanceof Response) return person
    return Response.json(await forgetPerson(req.payload, person.key, outboxDirs(), req), { headers: NO_STORE })
  },
}

export const forgetPersonEndpoints: Endpoint[] = [forgetPersonPreviewEndpoint, forgetPersonEndpoint]
