'use client'
import { errorPageTexts } from '@/i18n/error-page-texts'

/**
 * Last resort when the root layout itself fails (visitor-layer.md section 8, "Fatal or unhandled
 * error"): it replaces the whole document, so it brings its own <html> and inline styles.
 */
export default function GlobalError() {
  const text = errorPageTexts(500)
  return (
    <html lang="en">
      <head>
        <title>{text.documentTitle}</title>
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <p style={{ fontWeight: 800 }}>{text.badge}</p>
        <h1>{text.title}</h1>
        <p>{text.subtitle}</p>
        {/* A plain link: the client router may be what failed. */}
        <a href={text.buttonLink}>{text.buttonText}</a>
      </body>
    </html>
  )
}
