import Link from 'next/link'

/** The not-found variant of the error page (site.md section 2; visitor-layer.md section 2). */
export default function NotFound() {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__badge">404</p>
      <h1 id="error-title">Page not found</h1>
      <p>Sorry, we couldn’t find the page you’re looking for.</p>
      <Link className="button button--primary" href="/">Go back home</Link>
    </section>
  )
}
