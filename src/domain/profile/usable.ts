import { parseProfileCookie, persistableProfile, type VisitorProfile } from '@/domain/profile'

/**
 * The visitor profile as forms and lead intake may use it (visitor-layer.md sections 3-4).
 * THE single consent gate: profile data only when functional cookies are allowed
 * (src/domain/profile/persist.ts). The consent record travels in the same cookie (allowCookies,
 * kept whatever the choice, decision 0060), so every caller, in the browser or on the server,
 * follows it without reading a second cookie. No record yet means nothing consented: essential only.
 */
export function usableProfile(cookieValue: string | undefined | null): VisitorProfile {
  const profile = parseProfileCookie(cookieValue)
  return persistableProfile(profile, profile.allowCookies ?? [])
}

/** The fields a lead form prefills from the profile (issue 4: names, e-mail, phone, addresses). */
export type FormPrefill = Pick<
  VisitorProfile,
  'firstName' | 'lastName' | 'email' | 'phone' | 'homeAddress' | 'locationAddress'
>

export function formPrefill(profile: VisitorProfile): FormPrefill {
  const { firstName, lastName, email, phone, homeAddress, locationAddress } = profile
  return Object.fromEntries(
    Object.entries({ firstName, lastName, email, phone, homeAddress, locationAddress }).filter(
      ([, v]) => v !== undefined,
    ),
  ) as FormPrefill
}
