/**
 * Issue 39, "Forms and leads in the shopper's language": POST /api/leads?lang=es answers in
 * Spanish (field errors, a body that is not JSON) and the lead records the language; without the
 * parameter, English as before.
 */
import '../support/lead-test-env'
import { describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { acceptLead } from '@/services/leads/accept-lead'
import { FIXTURE_NOW, VALID_BODIES } from '@/domain/leads/test-fixtures'

const address = () => `198.19.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`

function post(body: unknown, query = ''): Request {
  return new Request(`http://localhost:3000/api/leads${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

describe('leads in the shopper’s language (issue 39)', () => {
  it('answers field errors in Spanish on ?lang=es, and in the spec’s English without it', async () => {
    const payload = await testPayload()
    const body = { formType: 'CONTACT_SALES', data: { ...VALID_BODIES.CONTACT_SALES, email: 'nope', firstName: '' } }
    const es = await acceptLead(payload, post(body, '?lang=es'), FIXTURE_NOW)
    expect(es.status).toBe(422)
    expect(es.body.fieldErrors).toMatchObject({
      email: 'Escriba un correo electrónico válido',
      firstName: 'Escriba su nombre.',
    })
    const en = await acceptLead(payload, post(body), FIXTURE_NOW)
    expect(en.body.fieldErrors).toMatchObject({ email: 'Please enter a valid email address' })
  })

  it('answers a body that is not JSON in Spanish', async () => {
    const payload = await testPayload()
    const result = await acceptLead(payload, post('{not json', '?lang=es'), FIXTURE_NOW)
    expect(result).toMatchObject({ status: 400, body: { error: 'La solicitud no es válida.' } })
  })

  it('records the language on the lead: es from a Spanish page, en otherwise', async () => {
    const payload = await testPayload()
    const body = { formType: 'SCHEDULE_TEST_DRIVE', data: VALID_BODIES.SCHEDULE_TEST_DRIVE }
    const es = await acceptLead(payload, post(body, '?lang=es'), FIXTURE_NOW)
    const en = await acceptLead(payload, post(body, '?lang=xx'), FIXTURE_NOW)
    expect([es.status, en.status]).toEqual([201, 201])
    const read = (id: unknown) =>
      payload.findByID({ collection: 'leads', id: Number(id), overrideAccess: true, depth: 0 })
    expect((await read(es.body.id)).language).toBe('es')
    expect((await read(en.body.id)).language).toBe('en')
  })
})
