'use client'
import { useEffect } from 'react'
import { ErrorPage } from '@/components/error-page'

/** Fatal or unhandled error inside a page: the 500 variant (visitor-layer.md section 8). */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <ErrorPage status={500}>
      <p><button type="button" className="button" onClick={reset}>Try again</button></p>
    </ErrorPage>
  )
}
