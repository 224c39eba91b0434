'use client'
import { useEffect } from 'react'
import { trackEvent } from '@/services/tracking/track-browser'

/** Click-to-call is handled on body clicks (visitor-layer.md section 7): any tel: link fires ClickToCall (5 USD). */
export function ClickToCall() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null
      if (link) trackEvent('ClickToCall', { phone: link.getAttribute('href')?.slice(4) })
    }
    document.body.addEventListener('click', onClick)
    return () => document.body.removeEventListener('click', onClick)
  }, [])
  return null
}
