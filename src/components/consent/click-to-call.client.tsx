'use client'
import { useEffect } from 'react'
import { trackEvent } from '@/client/tracking/track'

/** Click-to-call is handled on body clicks (visitor-layer.md section 7): any tel: link fires ClickToCall (5 USD)
 * with the dealership's number dialled (as `number`: a `phone` key is stripped as personal data, decision 0181). */
export function ClickToCall() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null
      if (link) trackEvent('ClickToCall', { number: link.getAttribute('href')?.slice(4) })
    }
    document.body.addEventListener('click', onClick)
    return () => document.body.removeEventListener('click', onClick)
  }, [])
  return null
}
