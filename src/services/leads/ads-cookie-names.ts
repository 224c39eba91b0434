import { adsCookieNames } from '@/domain/profile/ads-cookie-names'
import { recentlyRead } from '@/server/recently-read'

/**
 * The advertising cookies Site settings names (issue 40), as lead intake reads them: at most every
 * 30 s per process, so a lead costs no settings read. Saving site settings forgets them at once on
 * the instance that saved (the global's afterChange hook); the others follow within 30 s.
 */
const names = recentlyRead(
  'adsCookieNames',
  async (payload) => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { adsCookieNames: true } })
    return adsCookieNames(settings.adsCookieNames)
  },
  30_000,
)

export const configuredAdsCookieNames = names.get
export const forgetAdsCookieNames = names.forget
