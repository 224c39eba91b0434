import { describe, expect, it } from 'vitest'
import { settingsDifferences, type SettingsSnapshot } from './settings-snapshot'

const snapshot = (rows: string[], unsavedGlobals: string[] = []): SettingsSnapshot => ({
  tables: new Map([['locations_sales_hours', rows]]),
  unsavedGlobals,
})

const monday = (close: number) => `{"weekday": 1, "open": 9, "close": ${close}}`

describe('settingsDifferences', () => {
  it.each([
    { name: 'the same rows', was: [monday(19), monday(19)], now: [monday(19), monday(19)], changed: false },
    { name: 'the same rows in another order', was: [monday(19), monday(18)], now: [monday(18), monday(19)], changed: false },
    // Two stores with the same Monday: one store's change must show although another keeps the old row.
    { name: 'one of two equal rows changed', was: [monday(19), monday(19)], now: [monday(19), monday(19.5)], changed: true },
    { name: 'a row added', was: [monday(19)], now: [monday(19), monday(19)], changed: true },
    { name: 'a row removed', was: [monday(19), monday(19)], now: [monday(19)], changed: true },
  ])('$name: changed $changed', ({ was, now, changed }) => {
    expect(settingsDifferences(snapshot(was), snapshot(now)).length > 0).toBe(changed)
  })

  it('names the row that left and the row that came', () => {
    const [line] = settingsDifferences(snapshot([monday(19), monday(19)]), snapshot([monday(19), monday(19.5)]))
    expect(line).toContain('1 row(s) changed or removed')
    expect(line).toContain('19.5')
  })

  it('ignores a global that had never been saved before the file', () => {
    expect(settingsDifferences(snapshot([], ['locations']), snapshot([monday(19)]))).toEqual([])
  })
})
