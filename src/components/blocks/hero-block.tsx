import { CtaLink } from '@/components/content/cta-link'
import { RowEnd, SHOWN_WHEN_WHOLE } from '@/components/ui/shown-when-whole'
import { imageView } from '@/data/media-url'
import { HeroCarousel } from './hero-carousel.client'
import type { BlockOf } from './types'

/**
 * Hero slides (site.md section 2: home has two). Every slide is server-rendered; the carousel
 * leaf only adds previous/next controls, so the first slide paints at once (LCP).
 */
export function HeroBlock({ block, isFirst }: { block: BlockOf<'hero'>; isFirst: boolean }) {
  const slides = block.slides ?? []
  const items = slides.map((s, i) => {
    const Heading = isFirst && i === 0 ? 'h1' : 'h2'
    const image = imageView(s.image)
    return (
      <div key={s.id ?? i} className="hero__slide">
        {image ? (
          // The first slide's picture is the likely LCP element: no lazy loading there.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            className="hero__image"
            src={image.src}
            alt={image.alt}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            loading={i === 0 ? 'eager' : 'lazy'}
          />
        ) : null}
        <Heading>{s.heading}</Heading>
        {s.text ? <p>{s.text}</p> : null}
        <div className={`hero__actions ${SHOWN_WHEN_WHOLE}`}>
          <CtaLink label={s.ctaLabel} href={s.ctaHref} primary />
          <CtaLink label={s.secondaryLabel} href={s.secondaryHref} />
          <RowEnd />
        </div>
      </div>
    )
  })
  return (
    <section className="hero" aria-roledescription={slides.length > 1 ? 'carousel' : undefined} aria-label="Featured">
      {slides.length > 1 ? <HeroCarousel count={slides.length}>{items}</HeroCarousel> : items}
    </section>
  )
}
