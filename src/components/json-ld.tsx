import { jsonLdString } from '@/domain/seo/json-ld'

/** A schema.org JSON-LD block, escaped so page data can never break out of the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />
}
