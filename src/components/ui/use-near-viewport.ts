'use client'
import { useEffect, useRef, useState } from 'react'

/**
 * True once the element is within `rootMargin` of the viewport (and stays true): a form below the
 * fold, or inside a closed <details>, is downloaded as the visitor comes near it instead of with
 * the page (issue 9 "Speed"; decision 0120). Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '300px') {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, rootMargin])
  return [ref, near] as const
}
