import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const saved: unknown[] = []
const tracked: unknown[] = []
vi.mock('@/client/visitor/profile', () => ({ saveVisitorProfile: (input: unknown) => saved.push(input) }))
vi.mock('@/client/tracking/track', () => ({ trackEvent: (name: unknown) => tracked.push(name) }))
const { sendLead } = await import('./send-lead')

let sent: Array<{ url: string; init: RequestInit }>
function serverAnswers(response: () => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init })
    return response()
  })
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

let pathname = '/cars-for-sale'
beforeEach(() => {
  pathname = '/cars-for-sale'
  vi.stubGlobal('window', {
    location: {
      get pathname() {
        return pathname
      },
    },
  })
  sent = []
  saved.length = 0
  tracked.length = 0
})
afterEach(() => vi.unstubAllGlobals())

const contact = { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', phone: '(309) 555-0100' }
const lead = { formType: 'UNLOCK_PRICE' as const, data: { ...contact, downPayment: 1500 }, contact }

describe('sendLead: one answer for every form (issue 36)', () => {
  it('sent: keeps the contact in the profile, then fires the form event', async () => {
    serverAnswers(() => json(201, { id: 12 }))
    expect(await sendLead(lead)).toEqual({ ok: true })
    expect(sent).toEqual([
      {
        url: '/api/leads',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ formType: 'UNLOCK_PRICE', data: lead.data }),
        },
      },
    ])
    expect(saved).toEqual([contact])
    expect(tracked).toEqual(['Personalize'])
  })

  it('from a Spanish page, asks for the answer in Spanish and the lead in Spanish (issue 39)', async () => {
    pathname = '/es/cars-for-sale'
    serverAnswers(() => json(201, { id: 13 }))
    expect(await sendLead(lead)).toEqual({ ok: true })
    expect(sent.map((s) => s.url)).toEqual(['/api/leads?lang=es'])
  })

  it.each([
    [
      '422: the field errors, by the schema names',
      () => json(422, { fieldErrors: { downPayment: 'Down payment must be between $0 and $20,000.' } }),
      { downPayment: 'Down payment must be between $0 and $20,000.' },
    ],
    [
      '400 for an unknown form',
      () => json(400, { fieldErrors: { formType: 'This field is required' } }),
      { formType: 'This field is required' },
    ],
    ['429', () => json(429, { error: 'Too many requests. Please try again later.' }), {}],
    ['503', () => json(503, { error: 'We could not save your request right now. Please try again.' }), {}],
    ['a proxy error page', () => new Response('<h1>502</h1>', { status: 502 }), {}],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), {}],
  ])('refused, %s: nothing kept, nothing tracked', async (_name, response, fieldErrors) => {
    serverAnswers(response)
    expect(await sendLead(lead)).toEqual({ ok: false, fieldErrors })
    expect(saved).toEqual([])
    expect(tracked).toEqual([])
  })

  it('a résumé goes as multipart beside the lead', async () => {
    serverAnswers(() => json(201, { id: 13 }))
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })
    await sendLead({ formType: 'CAREERS', data: contact, contact, file })
    const body = sent[0].init.body as FormData
    expect(sent[0].init.headers).toBeUndefined()
    expect(body.get('formType')).toBe('CAREERS')
    expect(JSON.parse(String(body.get('data')))).toEqual(contact)
    expect((body.get('resume') as File).name).toBe('cv.pdf')
    expect(tracked).toEqual(['SubmitApplication'])
  })
})
