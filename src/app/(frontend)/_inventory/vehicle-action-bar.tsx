import { smsHref, telHref } from '@/domain/phone/phone-links'
import { CHECK_AVAILABILITY_HREF } from './vehicle-summary'

/**
 * The phone's action bar on a vehicle page (issue 21; decision 0250): call the vehicle's store,
 * text it where the store takes texts, check availability. It sticks to the bottom of the screen
 * while the page's content runs under it, and sits in the flow at the end of the content, so its
 * own space is kept (nothing is hidden behind it, nothing moves). The cookie banner is drawn over
 * it. Hidden from 640 px up, where the side column holds the same actions.
 */
export function VehicleActionBar({ storeName, phone, textPhone }: { storeName: string | null; phone: string | null; textPhone: string | null }) {
  const call = telHref(phone)
  const text = smsHref(textPhone)
  const at = storeName ? ` the ${storeName} store` : ' us'
  return (
    <nav className="vdp-actions" aria-label="Contact the store about this vehicle" data-testid="vehicle-action-bar">
      {call ? <a className="vdp-actions__link" href={call}>Call<span className="visually-hidden">{at}, {phone}</span></a> : null}
      {text ? <a className="vdp-actions__link" href={text}>Text<span className="visually-hidden">{at}, {textPhone}</span></a> : null}
      <a className="vdp-actions__link vdp-actions__link--primary" href={CHECK_AVAILABILITY_HREF}>Check availability</a>
    </nav>
  )
}
