import { SORT_OPTIONS, type SortOption } from '@/domain/inventory'
import { AutoSubmitSelect } from './auto-submit-select.client'

/**
 * Sort select (site.md section 3 sort options) as a GET form: works without JavaScript through
 * the "Sort" button; with it, changing the select submits. `hidden` keeps the other query filters.
 */
export function SortForm({
  action,
  sort,
  hidden,
}: {
  action: string
  sort: SortOption
  hidden: ReadonlyArray<readonly [string, string]>
}) {
  return (
    <form className="sort-form" method="get" action={action}>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="inventory-sort">Sort by</label>
      <AutoSubmitSelect id="inventory-sort" name="sort" defaultValue={sort}>
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </AutoSubmitSelect>
      <noscript>
        <button type="submit" className="button button--small">
          Sort
        </button>
      </noscript>
    </form>
  )
}
