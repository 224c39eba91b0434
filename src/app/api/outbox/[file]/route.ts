import { payloadClient } from '@/data/payload'
import { env } from '@/config/env'
import { requestStaff } from '@/services/staff-auth/request-staff'
import { readOutboxMessage } from '@/services/mailer/outbox'
import { NO_STORE } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

/**
 * GET /api/outbox/{file}: the raw .eml of a local outbox message (issue 4), for the admin's
 * Outbox view. Lead e-mails hold shoppers' data: only signed-in sales staff and admins.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const payload = await payloadClient()
  const staff = await requestStaff(payload, request.headers)
  if (!staff.user) return Response.json({ error: 'Sign in to the admin first.' }, { status: 401 })
  // Lead e-mails are customer information: sales and admins, after the second factor (issue 34).
  if (!staff.customerData)
    return Response.json(
      { error: 'Only sales and admins who passed the second factor can read the outbox.' },
      { status: 403 },
    )
  const { file } = await params
  const raw = readOutboxMessage(env().OUTBOX_DIR, file)
  if (raw === null) return Response.json({ error: 'No such message.' }, { status: 404 })
  return new Response(raw, {
    headers: {
      'Content-Type': 'message/rfc822',
      'Content-Disposition': `attachment; filename="${file.replace(/[^\w.-]/g, '_')}"`,
      ...NO_STORE,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
