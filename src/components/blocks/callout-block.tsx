import { Icon } from '@/components/ui/icon'
import { CtaLink } from '@/components/content/cta-link'
import type { BlockOf } from './types'

const ICONS: Record<string, string> = { warranty: 'shield', financing: 'dollar', dealership: 'car' }

/** Warranty, financing and dealership callouts (site.md section 2, home). */
export function CalloutBlock({ block }: { block: BlockOf<'callout'> }) {
  const tone = block.tone ?? 'dealership'
  return (
    <section className={`section callout callout--${tone}`} aria-label={block.heading}>
      <Icon name={ICONS[tone]} size={36} />
      <div>
        <h2>{block.heading}</h2>
        {block.text ? <p>{block.text}</p> : null}
        <CtaLink label={block.ctaLabel} href={block.ctaHref} primary />
      </div>
    </section>
  )
}
