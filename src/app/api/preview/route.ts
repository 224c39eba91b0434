import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { payloadClient } from '@/data/payload'

/**
 * Admin preview entry (issue 5, "Drafts and live preview"): a logged-in staff member gets Next's
 * draft mode and lands on the page; anyone else gets 401. Only site paths are accepted.
 */
export async function GET(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path') ?? '/'
  if (!/^\/(?!\/)[\w\-/.]*$/.test(path)) return new Response('Bad path', { status: 400 })
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return new Response('Log in to the admin to preview drafts.', { status: 401 })
  ;(await draftMode()).enable()
  redirect(path)
}
