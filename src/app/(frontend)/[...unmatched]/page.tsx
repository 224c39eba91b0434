import { notFound } from 'next/navigation'

/** Every path no route claims answers the 404 page with status 404 (site.md section 8). */
export default function Unmatched() {
  notFound()
}
