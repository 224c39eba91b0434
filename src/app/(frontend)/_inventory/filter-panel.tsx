import { type BodyStyle, type Color, type GreatDeal, type SearchFilters } from '@/domain/inventory'
import type { Facets, FacetValue } from '@/data/vehicles'
import { FiltersDisclosure } from './filters-disclosure.client'
import { FacetGroup, type FacetItem } from './facet-group.client'

type Href = (filters: SearchFilters) => string

/** A facet's values as items: the link toggles the value on or off within the current filters. */
function facetItems(
  values: FacetValue[],
  href: Href,
  isSelected: (v: FacetValue) => boolean,
  toggle: (v: FacetValue) => SearchFilters,
): FacetItem[] {
  return values.map((v) => ({
    value: v.value,
    label: v.label,
    count: v.count,
    selected: isSelected(v),
    href: href(toggle(v)),
  }))
}

function FacetGroupOf({
  title,
  values,
  isSelected,
  toggle,
  href,
  open,
}: {
  title: string
  values: FacetValue[]
  isSelected: (v: FacetValue) => boolean
  toggle: (v: FacetValue) => SearchFilters
  href: Href
  open?: boolean
}) {
  return <FacetGroup title={title} open={open} items={facetItems(values, href, isSelected, toggle)} />
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
      <FacetGroupOf
        title="Body style"
        values={facets.bodystyle}
        href={href}
        open
        isSelected={(v) => filters.bodystyle === v.value}
        toggle={(v) =>
          filters.bodystyle === v.value ? without('bodystyle') : set({ bodystyle: v.value as BodyStyle })
        }
      />
      <FacetGroupOf
        title="Make"
        values={facets.make}
        href={href}
        open
        isSelected={(v) => filters.make === v.value}
        toggle={(v) =>
          filters.make === v.value
            ? { ...without('make'), model: undefined }
            : { ...set({ make: v.value }), model: undefined }
        }
      />
      <FacetGroupOf
        title="Model"
        values={facets.model}
        href={href}
        open
        isSelected={(v) => filters.model === v.value}
        toggle={(v) => (filters.model === v.value ? without('model') : set({ model: v.value }))}
      />
      <FacetGroupOf
        title="Price"
        values={facets.price}
        href={href}
        isSelected={(v) => filters.price?.max === Number(v.value) && filters.price.min === undefined}
        toggle={(v) =>
          filters.price?.max === Number(v.value) ? without('price') : set({ price: { max: Number(v.value) } })
        }
      />
      <FacetGroupOf
        title="Monthly payment up to"
        values={facets.payment}
        href={href}
        isSelected={(v) => filters.payment === Number(v.value)}
        toggle={(v) => (filters.payment === Number(v.value) ? without('payment') : set({ payment: Number(v.value) }))}
        open={filters.payment !== undefined}
      />
      <FacetGroupOf
        title="Mileage"
        values={facets.mileage}
        href={href}
        isSelected={(v) => filters.mileage?.max === Number(v.value) && filters.mileage.min === undefined}
        toggle={(v) =>
          filters.mileage?.max === Number(v.value) ? without('mileage') : set({ mileage: { max: Number(v.value) } })
        }
      />
      <FacetGroupOf
        title="Year"
        values={facets.year}
        href={href}
        isSelected={(v) => filters.year?.min === Number(v.value) && filters.year.max === undefined}
        toggle={(v) =>
          filters.year?.min === Number(v.value) ? without('year') : set({ year: { min: Number(v.value) } })
        }
      />
      <FacetGroupOf
        title="Color"
        values={facets.color}
        href={href}
        isSelected={(v) => filters.color === v.value}
        toggle={(v) => (filters.color === v.value ? without('color') : set({ color: v.value as Color }))}
      />
      <FacetGroupOf
        title="Great deals"
        values={facets.greatDeals}
        href={href}
        isSelected={(v) => filters.greatDeals === v.value}
        toggle={(v) =>
          filters.greatDeals === v.value ? without('greatDeals') : set({ greatDeals: v.value as GreatDeal })
        }
      />
      <FacetGroupOf
        title="Features"
        values={facets.features}
        href={href}
        isSelected={(v) => Boolean(filters.features?.includes(v.value))}
        toggle={(v) =>
          set({
            features: filters.features?.includes(v.value)
              ? filters.features.filter((f) => f !== v.value)
              : [...(filters.features ?? []), v.value],
          })
        }
      />
      <FacetGroupOf
        title="Store"
        values={facets.store}
        href={href}
        isSelected={(v) => filters.store === v.value}
        toggle={(v) => (filters.store === v.value ? without('store') : set({ store: v.value }))}
      />
    </FiltersDisclosure>
  )
}
