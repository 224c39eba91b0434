import { Icon } from '@/components/ui/icon'
import { CtaLink } from '@/components/content/cta-link'
import type { BlockOf } from './types'

/** Action cards, special-filter cards, popular services and amenities (site.md section 2). */
export function CardsBlock({ block }: { block: BlockOf<'cards'> }) {
  return (
    <section className={`section cards cards--${block.variant ?? 'action'}`} aria-label={block.heading ?? undefined}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      {block.intro ? <p className="section__intro">{block.intro}</p> : null}
      <ul className="cards__grid">
        {(block.cards ?? []).map((c, i) => (
          <li key={c.id ?? i} className="card">
            {c.icon ? <Icon name={c.icon} size={28} /> : null}
            <h3>{c.title}</h3>
            {c.text ? <p>{c.text}</p> : null}
            <CtaLink label={c.ctaLabel} href={c.ctaHref} primary={block.variant !== 'feature'} />
          </li>
        ))}
      </ul>
    </section>
  )
}
