import { estimateMonthlyPayment, parseEstimateRequest } from '@/domain/financing'
import { getFinanceSettings } from '@/data/finance-settings'
import { NO_STORE } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

/**
 * POST /api/payment-estimate { price, downPaymentDollars?, tradeEquityDollars?, creditScore?,
 * termMonths?, stateCode? } (issue 6): the same engine and settings as the VDP sliders. 200 with
 * the estimate; 422 { error, field } for a value the sliders could not produce; 400 for bad JSON.
 */
export async function POST(request: Request): Promise<Response> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return Response.json({ error: 'The request is not valid JSON.' }, { status: 400 })
  }
  const parsed = parseEstimateRequest(body)
  if ('ok' in parsed) return Response.json({ error: parsed.message, field: parsed.field }, { status: 422 })
  const estimate = estimateMonthlyPayment(parsed.priceCents, await getFinanceSettings(), parsed.inputs)
  if (!estimate.ok) return Response.json({ error: estimate.message, field: estimate.field }, { status: 422 })
  return Response.json(
    {
      monthlyPaymentCents: estimate.breakdown.monthlyPayment,
      apr: estimate.aprQuote.apr,
      inputs: estimate.inputs,
      breakdown: estimate.breakdown,
      disclaimers: estimate.disclaimers,
    },
    { headers: NO_STORE },
  )
}
