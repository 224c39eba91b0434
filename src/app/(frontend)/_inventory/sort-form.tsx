import { SORT_OPTIONS, type SortOption } from '@/domain/inventory'
import type { MessageKey, Translate } from '@/i18n/translate'
import { AutoSubmitSelect } from './auto-submit-select.client'

/**
 * Sort select (site.md section 3 sort options) as a GET form: works without JavaScript through
 * the "Sort" button; with it, changing the select submits. `hidden` keeps the other query filters.
 * Its words are the page's language (`tr`, issue 39).
 */
export function SortForm({
  action,
  sort,
  hidden,
  tr,
}: {
  action: string
  sort: SortOption
  hidden: ReadonlyArray<readonly [string, string]>
  tr: Translate
}) {
  return (
    <form className="sort-form" method="get" action={action}>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="inventory-sort">{tr('search.sort.label')}</label>
      <AutoSubmitSelect id="inventory-sort" name="sort" defaultValue={sort}>
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {tr(`search.sort.${o.value}` as MessageKey)}
          </option>
        ))}
      </AutoSubmitSelect>
      <noscript>
        <button type="submit" className="button button--small">
          {tr('search.sort.submit')}
        </button>
      </noscript>
    </form>
  )
}
