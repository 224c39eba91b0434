/**
 * Issue 16 section 3: a request the app refuses never uses up one of the visitor's submissions,
 * and structured answers of the wrong shape are refused like any other malformed field.
 * - a careers resume that starts like a PDF but is not a whole one: 422 on the resume field (was
 *   503 "We could not save your request right now", and counted);
 * - a file the resume storage itself refuses (a DOCX that is a bare ZIP): 422, the hit given back;
 * - a sell-or-trade lead whose answers are a list: 422 (was 201, with a zod message in the ADF).
 */
import '../support/lead-test-env'
import { describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import { testPayload } from '../support/payload'
import { acceptLead } from '@/services/leads/accept-lead'
import { execute } from '@/server/db/execute'
import { countLeads, leadRequest } from './lead-helpers'

const address = () => `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`
const CAREERS = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '3095550100',
  position: 'Sales Consultant',
  message: 'Hello',
}

async function hits(ip: string): Promise<number> {
  const payload = await testPayload()
  const rows = await execute(payload, sql`SELECT hits FROM runtime.lead_rate_limits WHERE key = ${`ip:${ip}`}`)
  return Number(rows[0]?.hits ?? 0)
}

function careers(ip: string, file: Uint8Array, name: string): Request {
  const form = new FormData()
  form.set('formType', 'CAREERS')
  form.set('data', JSON.stringify(CAREERS))
  form.set('resume', new File([file as Uint8Array<ArrayBuffer>], name))
  return new Request('http://localhost:3000/api/leads', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    body: form,
  })
}

describe('rejected lead requests (issue 16)', () => {
  it('answers 422 on the resume field to a PDF that is not whole, and does not count it', async () => {
    const payload = await testPayload()
    const ip = address()
    const before = await countLeads(payload)
    const result = await acceptLead(
      payload,
      careers(ip, new TextEncoder().encode('%PDF-1.4 this is not a pdf'), 'cv.pdf'),
      new Date(),
    )
    expect(result).toMatchObject({
      status: 422,
      body: { fieldErrors: { resume: 'This file could not be read. Please upload a complete PDF, DOC or DOCX file' } },
    })
    expect(await hits(ip)).toBe(0)
    expect(await countLeads(payload)).toBe(before)
  })

  it('answers 422 to a file the resume storage refuses, and gives the hit back', async () => {
    const payload = await testPayload()
    const ip = address()
    const bareZip = new Uint8Array(64)
    bareZip.set([0x50, 0x4b, 0x03, 0x04])
    const result = await acceptLead(payload, careers(ip, bareZip, 'cv.docx'), new Date())
    expect(result).toMatchObject({
      status: 422,
      body: { fieldErrors: { resume: 'This file could not be read. Please upload a complete PDF, DOC or DOCX file' } },
    })
    expect(await hits(ip)).toBe(0)
  })

  it("stores a genuine Word 97-2003 .doc (an OLE compound file) with its lead, and the sender's address", async () => {
    const payload = await testPayload()
    const ip = address()
    // The compound-file header: signature, minor/major version, byte order, sector shift.
    const doc = new Uint8Array(1536)
    doc.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    doc.set([0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff, 0x09, 0x00, 0x06, 0x00], 24)
    const result = await acceptLead(payload, careers(ip, doc, 'cv.doc'), new Date())
    expect(result.status).toBe(201)
    const lead = await payload.findByID({
      collection: 'leads',
      id: result.body.id as number,
      depth: 1,
      overrideAccess: true,
    })
    expect(lead.clientAddress).toBe(ip)
    expect(['application/msword', 'application/x-cfb']).toContain(
      typeof lead.resume === 'object' ? lead.resume?.mimeType : null,
    )
  })

  it('does not count field errors or malformed bodies either', async () => {
    const payload = await testPayload()
    const ip = address()
    expect(
      (
        await acceptLead(
          payload,
          leadRequest({ formType: 'CONTACT_SALES', data: { email: 'nope' } }, { 'x-forwarded-for': ip }),
          new Date(),
        )
      ).status,
    ).toBe(422)
    expect((await acceptLead(payload, leadRequest('{not json', { 'x-forwarded-for': ip }), new Date())).status).toBe(
      400,
    )
    expect(await hits(ip)).toBe(0)
  })

  it('refuses a sell-or-trade lead whose answers are a list, with 422 on answers', async () => {
    const payload = await testPayload()
    const before = await countLeads(payload)
    const data = {
      firstName: 'Sam',
      lastName: 'Seller',
      email: 'sam@example.com',
      phone: '(309) 555-0142',
      url: 'http://localhost:3000/sell-trade-my-car',
      sellVehicle: { year: 2018, make: 'Honda', model: 'Accord', mileage: 60000 },
      answers: [{ questionId: 100, answer: 'great' }],
    }
    const result = await acceptLead(
      payload,
      leadRequest({ formType: 'SELL_OR_TRADE', data }, { 'x-forwarded-for': address() }),
      new Date(),
    )
    expect(result).toMatchObject({
      status: 422,
      body: { fieldErrors: { answers: 'Answer the questions about the vehicle again.' } },
    })
    expect(await countLeads(payload)).toBe(before)
  })
})
