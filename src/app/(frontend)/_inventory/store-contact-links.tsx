import { smsHref, telHref } from '@/domain/phone/phone-links'
import { fillText } from '@/domain/i18n/fill-text'

export type StoreContact = { storeName: string | null; phone: string | null; textPhone: string | null }

/** "Call" and "Text" in the page's language; `store` and `us` are the hidden part ('{store}', '{phone}'). */
export type StoreContactTexts = { call: string; text: string; store: string; us: string }

/**
 * "Call" and "Text" for the vehicle's own store (issue 21; decision 0250): tel: of its sales number
 * (the dealership's for a vehicle without a store), sms: only where the store takes texts. The
 * accessible names say which store and number. No hooks: the summary (server) and the action bar
 * (client) both render it.
 */
export function StoreContactLinks({
  storeName,
  phone,
  textPhone,
  linkClass,
  texts,
}: StoreContact & { linkClass: string; texts: StoreContactTexts }) {
  const call = telHref(phone)
  const text = smsHref(textPhone)
  const at = (number: string | null) =>
    fillText(storeName ? texts.store : texts.us, { store: storeName ?? '', phone: number ?? '' })
  return (
    <>
      {call ? (
        <a className={linkClass} href={call}>
          {texts.call}
          <span className="visually-hidden">{at(phone)}</span>
        </a>
      ) : null}
      {text ? (
        <a className={linkClass} href={text}>
          {texts.text}
          <span className="visually-hidden">{at(textPhone)}</span>
        </a>
      ) : null}
    </>
  )
}
