import type { ComponentProps } from 'react'
import Link from 'next/link'
import { requestHref } from '@/i18n/server'

/**
 * next/link for a server component, leading to the page's language (issue 39, "Spanish pages stay
 * Spanish"): `<LocalLink href="/car-research">` is '/es/car-research' on a Spanish page. The path
 * is made by `requestHref()`, the one rule for every site link; an absolute URL or an anchor is left
 * as it is. Server components only: a client leaf gets its hrefs as props instead.
 */
export async function LocalLink({ href, ...props }: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  return <Link href={(await requestHref())(href)} {...props} />
}
