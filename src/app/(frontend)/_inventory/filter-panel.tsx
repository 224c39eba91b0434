import { type BodyStyle, type Color, type GreatDeal, type SearchFilters } from '@/domain/inventory'
import type { Facets, FacetValue } from '@/data/vehicles'
import { formatDollars } from '@/domain/money'
import type { SearchWords } from '@/i18n/search-words'
import { FiltersDisclosure } from './filters-disclosure.client'
import { FacetGroup, type FacetItem } from './facet-group.client'

type Href = (filters: SearchFilters) => string

/**
 * How a facet's values are named: in the page's language from the value (body styles, colors,
 * ranges), or as the inventory stores them (makes, models, stores), or as stored and marked as
 * English (features: the vehicles' own lists, not translated; `lang` tells a screen reader).
 */
type Naming = { label?: (v: FacetValue) => string; lang?: string }

/** A facet's values as items: the link toggles the value on or off within the current filters. */
function facetItems(
  values: FacetValue[],
  href: Href,
  isSelected: (v: FacetValue) => boolean,
  toggle: (v: FacetValue) => SearchFilters,
  naming: Naming,
): FacetItem[] {
  return values.map((v) => ({
    value: v.value,
    label: naming.label ? naming.label(v) : v.label,
    ...(naming.lang ? { lang: naming.lang } : {}),
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
  naming = {},
  selectedHint,
}: {
  title: string
  values: FacetValue[]
  isSelected: (v: FacetValue) => boolean
  toggle: (v: FacetValue) => SearchFilters
  href: Href
  open?: boolean
  naming?: Naming
  selectedHint: string
}) {
  return (
    <FacetGroup
      title={title}
      open={open}
      selectedHint={selectedHint}
      items={facetItems(values, href, isSelected, toggle, naming)}
    />
  )
}

/**
 * The filter panel (issue 3): every value is a plain link to its canonical search URL, so it works
 * without JavaScript; counts respect the other filters. On phones it starts collapsed. Titles and
 * values are in the page's language (`words`, issue 39).
 */
export function FilterPanel({
  facets,
  filters,
  href,
  words,
}: {
  facets: Facets
  filters: SearchFilters
  href: Href
  words: SearchWords
}) {
  const { tr } = words
  const selectedHint = tr('search.facet.selected')
  const max = (unit: 'price' | 'mileage') => (v: FacetValue) => words.range({ max: Number(v.value) }, unit)
  const set = (patch: Partial<SearchFilters>): SearchFilters => ({ ...filters, ...patch })
  const without = (key: keyof SearchFilters) => {
    const next = { ...filters }
    delete next[key]
    return next
  }
  const active = Object.keys(filters).filter((k) => k !== 'condition').length
  return (
    <FiltersDisclosure activeCount={active} label={tr('search.filters')}>
      <FacetGroupOf
        title={tr('search.facet.bodystyle')}
        selectedHint={selectedHint}
        naming={{ label: (v) => words.body(v.value) }}
        values={facets.bodystyle}
        href={href}
        open
        isSelected={(v) => filters.bodystyle === v.value}
        toggle={(v) =>
          filters.bodystyle === v.value ? without('bodystyle') : set({ bodystyle: v.value as BodyStyle })
        }
      />
      <FacetGroupOf
        title={tr('search.facet.make')}
        selectedHint={selectedHint}
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
        title={tr('search.facet.model')}
        selectedHint={selectedHint}
        values={facets.model}
        href={href}
        open
        isSelected={(v) => filters.model === v.value}
        toggle={(v) => (filters.model === v.value ? without('model') : set({ model: v.value }))}
      />
      <FacetGroupOf
        title={tr('search.facet.price')}
        selectedHint={selectedHint}
        naming={{ label: max('price') }}
        values={facets.price}
        href={href}
        isSelected={(v) => filters.price?.max === Number(v.value) && filters.price.min === undefined}
        toggle={(v) =>
          filters.price?.max === Number(v.value) ? without('price') : set({ price: { max: Number(v.value) } })
        }
      />
      <FacetGroupOf
        title={tr('search.facet.payment')}
        selectedHint={selectedHint}
        naming={{
          label: (v) => tr('inventory.per-month', { amount: formatDollars(Number(v.value), { whole: true }) }),
        }}
        values={facets.payment}
        href={href}
        isSelected={(v) => filters.payment === Number(v.value)}
        toggle={(v) => (filters.payment === Number(v.value) ? without('payment') : set({ payment: Number(v.value) }))}
        open={filters.payment !== undefined}
      />
      <FacetGroupOf
        title={tr('search.facet.mileage')}
        selectedHint={selectedHint}
        naming={{ label: max('mileage') }}
        values={facets.mileage}
        href={href}
        isSelected={(v) => filters.mileage?.max === Number(v.value) && filters.mileage.min === undefined}
        toggle={(v) =>
          filters.mileage?.max === Number(v.value) ? without('mileage') : set({ mileage: { max: Number(v.value) } })
        }
      />
      <FacetGroupOf
        title={tr('search.facet.year')}
        selectedHint={selectedHint}
        naming={{ label: (v) => words.range({ min: Number(v.value) }, 'year') }}
        values={facets.year}
        href={href}
        isSelected={(v) => filters.year?.min === Number(v.value) && filters.year.max === undefined}
        toggle={(v) =>
          filters.year?.min === Number(v.value) ? without('year') : set({ year: { min: Number(v.value) } })
        }
      />
      <FacetGroupOf
        title={tr('search.facet.color')}
        selectedHint={selectedHint}
        naming={{ label: (v) => words.color(v.value as Color) }}
        values={facets.color}
        href={href}
        isSelected={(v) => filters.color === v.value}
        toggle={(v) => (filters.color === v.value ? without('color') : set({ color: v.value as Color }))}
      />
      <FacetGroupOf
        title={tr('search.facet.great-deals')}
        selectedHint={selectedHint}
        naming={{ label: (v) => words.deal(v.value as GreatDeal) }}
        values={facets.greatDeals}
        href={href}
        isSelected={(v) => filters.greatDeals === v.value}
        toggle={(v) =>
          filters.greatDeals === v.value ? without('greatDeals') : set({ greatDeals: v.value as GreatDeal })
        }
      />
      <FacetGroupOf
        title={tr('search.facet.features')}
        selectedHint={selectedHint}
        naming={{ lang: words.locale === 'en' ? undefined : 'en' }}
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
        title={tr('search.facet.store')}
        selectedHint={selectedHint}
        values={facets.store}
        href={href}
        isSelected={(v) => filters.store === v.value}
        toggle={(v) => (filters.store === v.value ? without('store') : set({ store: v.value }))}
      />
    </FiltersDisclosure>
  )
}
