'use client'
import { useEffect, useId, useState } from 'react'
import { useRouter } from 'next/navigation'
import { COOKIES } from '@/config/cookies'
import { COOKIE_RULES, maxAgeSeconds } from '@/domain/profile/persist'
import { nearestFirst } from '@/domain/stores/nearest'
import { readCookie, writeCookie } from '@/client/visitor/cookies'
import { getGeolocation } from './geolocation'
import { telHref } from '@/domain/phone/phone-links'
import './store-picker.css'

/**
 * Store picker in the header (issue 4; site.md section 6 "a visitor may choose a store,
 * remembered for 30 days"). Nearest first when the browser gives a location. The choice goes to
 * the cookie userSelectedStore (30 days, secure, lax) whatever the consent (decision 0021); pages
 * then show that store's phone, address and hours, and its inbox gets the visitor's leads.
 */
export type PickerStore = {
  storeId: string
  name: string
  city: string
  state: string
  phone: string
  coordinates: [number, number]
  isDefault: boolean
}

function readChoice(): string | undefined {
  return readCookie(COOKIES.userSelectedStore)
}

export function saveChoice(storeId: string): void {
  writeCookie(COOKIES.userSelectedStore, encodeURIComponent(storeId), maxAgeSeconds(COOKIE_RULES.userSelectedStore))
}

/** The picker's words in the page's language (issue 39), from the catalog's store-picker keys. */
export type StorePickerTexts = { current: string; none: string; locating: string; choose: string }

export function StorePicker({
  stores,
  fallbackPhone,
  texts,
}: {
  stores: PickerStore[]
  fallbackPhone: string | null
  texts: StorePickerTexts
}) {
  const router = useRouter()
  const listId = useId()
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  const [ordered, setOrdered] = useState(stores)
  const [open, setOpen] = useState(false)
  const [locating, setLocating] = useState(false)

  useEffect(() => setChosen(readChoice()), [])

  const current = stores.find((s) => s.storeId === chosen) ?? stores.find((s) => s.isDefault) ?? stores[0]
  const phone = current?.phone ?? fallbackPhone

  async function locate() {
    setLocating(true)
    setOrdered(nearestFirst(stores, await getGeolocation()))
    setLocating(false)
  }

  function choose(storeId: string) {
    saveChoice(storeId)
    setChosen(storeId)
    setOpen(false)
    router.refresh()
  }

  return (
    <div className="store-picker">
      <button
        type="button"
        className="store-picker__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setOpen(!open)
          if (!open) void locate()
        }}
      >
        <span className="visually-hidden">{texts.current}</span>
        {current ? `${current.name}, ${current.state}` : texts.none}
      </button>
      {phone ? (
        <a className="site-header__phone" href={telHref(phone) ?? undefined} data-testid="header-phone">
          {phone}
        </a>
      ) : null}
      <div id={listId} className="store-picker__panel" hidden={!open}>
        <p className="store-picker__hint" aria-live="polite">
          {locating ? texts.locating : texts.choose}
        </p>
        <ul>
          {ordered.map((store) => (
            <li key={store.storeId}>
              <button
                type="button"
                aria-pressed={store.storeId === current?.storeId}
                onClick={() => choose(store.storeId)}
              >
                <strong>{store.name}</strong>{' '}
                <span>
                  {store.city}, {store.state}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
