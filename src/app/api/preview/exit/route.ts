import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

/** Leaves draft mode (the shopper view again). */
export async function GET(): Promise<Response> {
  ;(await draftMode()).disable()
  redirect('/')
}
