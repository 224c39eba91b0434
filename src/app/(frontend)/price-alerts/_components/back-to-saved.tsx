import { SAVED_PATH } from '@/domain/saved-vehicles/paths'
import { ButtonLink } from '@/components/alerts/alert-page'

/** The way back from a price-drop alert page: the saved vehicles the alerts are asked for on. */
export function BackToSaved() {
  return <ButtonLink href={SAVED_PATH}>See your saved vehicles</ButtonLink>
}
