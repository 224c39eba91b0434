'use client'
import { useEffect, useState } from 'react'
import { StoreContactLinks, type StoreContact, type StoreContactTexts } from './store-contact-links'
import { CHECK_AVAILABILITY_HREF, SUMMARY_ID } from './vdp-anchors'

/**
 * The phone's action bar on a vehicle page (issue 21; decision 0250): call the vehicle's store,
 * text it where the store takes texts, check availability. It takes over once the summary, which
 * holds the same actions in the first screen, has scrolled out of view, so the actions are always
 * on screen and never twice. It sticks to the screen's bottom inside the flow at the end of the
 * page's content: its space is its own (nothing is left behind it) and showing it moves nothing.
 * The cookie banner is drawn over it. Without JavaScript it is always shown.
 */
export function VehicleActionBar({
  texts,
  ...contact
}: StoreContact & { texts: { label: string; checkAvailability: string; contact: StoreContactTexts } }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const summary = document.getElementById(SUMMARY_ID)
    if (!summary || typeof IntersectionObserver === 'undefined') {
      setShown(true)
      return
    }
    // The sticky header covers the top of the screen: a summary only behind it counts as gone.
    const header = Math.round(document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0)
    const observer = new IntersectionObserver(([entry]) => setShown(!entry.isIntersecting), {
      rootMargin: `-${header}px 0px 0px 0px`,
    })
    observer.observe(summary)
    return () => observer.disconnect()
  }, [])
  return (
    <nav
      className="vdp-actions"
      aria-label={texts.label}
      data-shown={shown ? 'true' : undefined}
      data-testid="vehicle-action-bar"
    >
      <StoreContactLinks {...contact} texts={texts.contact} linkClass="vdp-actions__link" />
      <a className="vdp-actions__link vdp-actions__link--primary" href={CHECK_AVAILABILITY_HREF}>
        {texts.checkAvailability}
      </a>
    </nav>
  )
}
