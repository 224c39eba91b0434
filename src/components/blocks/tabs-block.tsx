import { Tabs } from './tabs.client'
import type { BlockOf } from './types'

/** Department tabs: Finance, Shop, Sell or Trade, Service (site.md section 2, home). */
export function TabsBlock({ block }: { block: BlockOf<'tabs'> }) {
  const tabs = (block.tabs ?? []).map((t, i) => ({
    id: t.id ?? String(i),
    label: t.label,
    heading: t.heading ?? null,
    text: t.text ?? null,
    ctaLabel: t.ctaLabel ?? null,
    ctaHref: t.ctaHref ?? null,
  }))
  return (
    <section className="section" aria-label={block.heading ?? 'Departments'}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      <Tabs tabs={tabs} />
    </section>
  )
}
