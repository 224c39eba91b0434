import Link from 'next/link'
import type { BodyStyle, GreatDeal, SearchFilters } from '@/domain/inventory'
import type { Facets, FacetValue } from '@/data/vehicles'
import { FiltersDisclosure } from './filters-disclosure.client'

type Href = (filters: SearchFilters) => string

function FacetGroup({ title, values, isSelected, toggle, href, open }: {
  title: string
  values: FacetValue[]
  isSelected: (v: FacetValue) => boolean
  toggle: (v: FacetValue) => SearchFilters
  href: Href
  open?: boolean
}) {
  if (values.length === 0) return null
  return (
    <details className="facet" open={open || values.some(isSelected)}>
      <summary>{title}</summary>
      <ul>
        {values.map((v) => {
          const selected = isSelected(v)
          const text = (
            <>
              <span className="facet__check" aria-hidden="true">{selected ? '✓' : ''}</span>
              <span className="facet__label">{v.label}</span> <span className="facet__count">({v.count.toLocaleString('en-US')})</span>
            </>
          )
          return (
            <li key={v.value}>
              {v.count === 0 && !selected ? (
                <span className="facet__link facet__link--empty">{text}</span>
              ) : (
                <Link className="facet__link" href={href(toggle(v))} aria-current={selected ? 'true' : undefined} rel="nofollow">
                  {text}
                  {selected ? <span className="visually-hidden"> (selected; select to remove)</span> : null}
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </details>
  )
}

/**
 * The filter panel (issue 3): every value is a plain link to its canonical search URL, so it works
 * without JavaScript; counts respect the other filters. On phones it starts collapsed.
 */
export function FilterPanel({ facets, filters, href }: { facets: Facets; filters: SearchFilters; href: Href }) {
  const set = (patch: Partial<SearchFilters>): SearchFilters => ({ ...filters, ...patch })
  const without = (key: keyof SearchFilters) => {
    const next = { ...filters }
    delete next[key]
    return next
  }
  const active = Object.keys(filters).filter((k) => k !== 'condition').length
  return (
    <FiltersDisclosure activeCount={active}>
      <FacetGroup title="Body style" values={facets.bodystyle} href={href} open
        isSelected={(v) => filters.bodystyle === v.value}
        toggle={(v) => (filters.bodystyle === v.value ? without('bodystyle') : set({ bodystyle: v.value as BodyStyle }))} />
      <FacetGroup title="Make" values={facets.make} href={href} open
        isSelected={(v) => filters.make === v.value}
        toggle={(v) => (filters.make === v.value ? { ...without('make'), model: undefined } : { ...set({ make: v.value }), model: undefined })} />
      <FacetGroup title="Model" values={facets.model} href={href} open
        isSelected={(v) => filters.model === v.value}
        toggle={(v) => (filters.model === v.value ? without('model') : set({ model: v.value }))} />
      <FacetGroup title="Price" values={facets.price} href={href}
        isSelected={(v) => filters.price?.max === Number(v.value) && filters.price.min === undefined}
        toggle={(v) => (filters.price?.max === Number(v.value) ? without('price') : set({ price: { max: Number(v.value) } }))} />
      <FacetGroup title="Mileage" values={facets.mileage} href={href}
        isSelected={(v) => filters.mileage?.max === Number(v.value) && filters.mileage.min === undefined}
        toggle={(v) => (filters.mileage?.max === Number(v.value) ? without('mileage') : set({ mileage: { max: Number(v.value) } }))} />
      <FacetGroup title="Year" values={facets.year} href={href}
        isSelected={(v) => filters.year?.min === Number(v.value) && filters.year.max === undefined}
        toggle={(v) => (filters.year?.min === Number(v.value) ? without('year') : set({ year: { min: Number(v.value) } }))} />
      <FacetGroup title="Great deals" values={facets.greatDeals} href={href}
        isSelected={(v) => filters.greatDeals === v.value}
        toggle={(v) => (filters.greatDeals === v.value ? without('greatDeals') : set({ greatDeals: v.value as GreatDeal }))} />
      <FacetGroup title="Features" values={facets.features} href={href}
        isSelected={(v) => Boolean(filters.features?.includes(v.value))}
        toggle={(v) => set({ features: filters.features?.includes(v.value) ? filters.features.filter((f) => f !== v.value) : [...(filters.features ?? []), v.value] })} />
      <FacetGroup title="Store" values={facets.store} href={href}
        isSelected={(v) => filters.store === v.value}
        toggle={(v) => (filters.store === v.value ? without('store') : set({ store: v.value }))} />
    </FiltersDisclosure>
  )
}
