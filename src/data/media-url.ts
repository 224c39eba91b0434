import type { Media } from '@/payload-types'

export type ImageView = { src: string; alt: string; width: number | null; height: number | null }

/** An upload field read at depth 1 -> what an <img> needs; null when missing. */
export function imageView(value: number | Media | null | undefined): ImageView | null {
  if (!value || typeof value === 'number' || !value.url) return null
  return { src: value.url, alt: value.alt ?? '', width: value.width ?? null, height: value.height ?? null }
}
