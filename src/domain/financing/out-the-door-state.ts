import { isZipCode, stateForZip } from '@/domain/stores/zip-state'
import type { FinanceSettings } from './settings'

/**
 * Whose tax and title the out-the-door figure uses (issue 37; docs/decisions/0313): the state of
 * the store the vehicle is sold from, as every estimate (decision 0190), until the shopper gives a
 * ZIP code; then the state that ZIP is in, where the finance settings have its fees. A ZIP the
 * table does not know, or a state without fees, keeps the store's state and says why.
 */
export type OutTheDoorPlace =
  | { kind: 'store'; stateCode: string }
  | { kind: 'zip'; zip: string; stateCode: string }
  | { kind: 'not-a-zip'; zip: string; stateCode: string }
  | { kind: 'zip-unmapped'; zip: string; stateCode: string }
  | { kind: 'state-without-fees'; zip: string; zipState: string; stateCode: string }

export function outTheDoorPlace(
  zipInput: string | null | undefined,
  storeState: string,
  settings: Pick<FinanceSettings, 'states'>,
): OutTheDoorPlace {
  const zip = (zipInput ?? '').trim()
  if (zip === '') return { kind: 'store', stateCode: storeState }
  if (!isZipCode(zip)) return { kind: 'not-a-zip', zip, stateCode: storeState }
  const zipState = stateForZip(zip)
  if (zipState === null) return { kind: 'zip-unmapped', zip, stateCode: storeState }
  if (!Object.hasOwn(settings.states, zipState)) {
    return { kind: 'state-without-fees', zip, zipState, stateCode: storeState }
  }
  return { kind: 'zip', zip, stateCode: zipState }
}

/** The sentence under the figure that names the state used, and why when a ZIP could not be used. */
export function outTheDoorPlaceText(place: OutTheDoorPlace): string {
  switch (place.kind) {
    case 'store':
      return `With ${place.stateCode} tax and title, the state of the store selling this vehicle. Enter your ZIP code for your state's.`
    case 'zip':
      return `With ${place.stateCode} tax and title, for ZIP code ${place.zip}.`
    case 'not-a-zip':
      return `Enter a five-digit ZIP code. Showing ${place.stateCode} tax and title.`
    case 'zip-unmapped':
      return `We cannot tell the state of ZIP code ${place.zip}. Showing ${place.stateCode} tax and title; the dealer will confirm yours.`
    case 'state-without-fees':
      return `We have no ${place.zipState} tax and title figures yet. Showing ${place.stateCode}'s; the dealer will confirm yours.`
  }
}
