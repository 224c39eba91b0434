import { recentlyRead } from '@/server/recently-read'

/**
 * The site-settings sampling rate of POST /api/vitals (issue 40), read at most every 30 s per
 * process: a beacon should not cost a settings read. Saving site settings forgets it at once on
 * the instance that saved (the global's afterChange hook); the others follow within 30 s.
 */
const rate = recentlyRead(
  'vitalsSampleRate',
  async (payload) => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { vitalsSampleRate: true } })
    const value = settings.vitalsSampleRate
    return typeof value === 'number' && Number.isFinite(value) ? value : 100
  },
  30_000,
)

export const vitalsSampleRate = rate.get
export const forgetVitalsSampleRate = rate.forget
