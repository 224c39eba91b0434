import { smsHref, telHref } from '@/domain/phone/phone-links'

export type StoreContact = { storeName: string | null; phone: string | null; textPhone: string | null }

/**
 * "Call" and "Text" for the vehicle's own store (issue 21; decision 0250): tel: of its sales number
 * (the dealership's for a vehicle without a store), sms: only where the store takes texts. The
 * accessible names say which store and number. No hooks: the summary (server) and the action bar
 * (client) both render it.
 */
export function StoreContactLinks({ storeName, phone, textPhone, linkClass }: StoreContact & { linkClass: string }) {
  const call = telHref(phone)
  const text = smsHref(textPhone)
  const at = storeName ? ` the ${storeName} store` : ' us'
  return (
    <>
      {call ? (
        <a className={linkClass} href={call}>
          Call
          <span className="visually-hidden">
            {at}, {phone}
          </span>
        </a>
      ) : null}
      {text ? (
        <a className={linkClass} href={text}>
          Text
          <span className="visually-hidden">
            {at}, {textPhone}
          </span>
        </a>
      ) : null}
    </>
  )
}
