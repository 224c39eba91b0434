import { FACET_OMITS, type FacetKey, type ResolvedSearch } from './where'
import { FACET_BITS, type FacetRow, type FeatureCode } from './facets'
import { misses, STEP_GROUPS, STEPS, type Dictionary, type InventorySnapshot } from './snapshot'

/**
 * The counts the in-memory inventory gives a search (decision 0286): the filter panel's facet rows,
 * and the header search's per-model counts. The same rules as the facet statement (facets.ts), in
 * one pass over the vehicles that snapshot.ts `misses` has marked with the filters each one fails.
 */

/** Per store id, the cap of each payment step (a vehicle without a store: the steps' `otherwise`). */
function paymentStepCapsByStore(steps: NonNullable<ResolvedSearch['paymentSteps']>): (storeId: number) => Float64Array {
  const byStore = new Map<number, Float64Array>()
  steps.forEach(([, caps], k) =>
    caps.byStore.forEach(([id, cap]) => {
      let list = byStore.get(id)
      if (!list) byStore.set(id, (list = new Float64Array(steps.length)))
      list[k] = cap
    }),
  )
  const otherwise = Float64Array.from(steps, ([, caps]) => caps.otherwise)
  return (storeId) => byStore.get(storeId) ?? otherwise
}

/** The bits of the filters a vehicle failing them may still count in this facet's values (facets.ts `counts`). */
const othersOf = (facet: FacetKey, active: number) =>
  active & ~FACET_OMITS[facet].reduce((m, k) => m | FACET_BITS[k], 0)

/**
 * The facet rows of a search, as facetsQuery returns them (facets.ts): the total; per body style,
 * make, model (with a make filter), store and color of any vehicle that can count somewhere, its count
 * (0 included); every step; and every coded feature some counted vehicle has.
 */
export function snapshotFacetRows(s: InventorySnapshot, r: ResolvedSearch, codes: readonly FeatureCode[]): FacetRow[] {
  const { miss, active } = misses(s, r)
  const withModel = r.makeNames !== undefined
  const stepGroups = STEP_GROUPS.map(([facet, mask]) => [othersOf(facet, active), mask] as const)
  const stepCounts = new Int32Array(STEPS.length)
  // The payment steps (facets.ts paymentSteps), after the static ones: per store, the cap of each step.
  const paymentSteps = r.paymentSteps ?? []
  const paymentCounts = new Int32Array(paymentSteps.length)
  const stepCapsOf = paymentStepCapsByStore(paymentSteps)
  const paymentOthers = othersOf('payment', active)
  const others = {
    bodystyle: othersOf('bodystyle', active),
    make: othersOf('make', active),
    model: othersOf('model', active),
    store: othersOf('store', active),
    color: othersOf('color', active),
    features: othersOf('features', active),
  }
  // Per dictionary entry: -1 while no counted vehicle has it (not listed), else its count.
  const listed = (d: Dictionary) => new Int32Array(d.values.length).fill(-1)
  const body = listed(s.bodystyle)
  const make = listed(s.make)
  const model = listed(s.model)
  const store = listed(s.storeSlug)
  const color = listed(s.color)
  const bitCounts = new Int32Array(64)
  const makeOrModel = FACET_BITS.make | FACET_BITS.model
  let total = 0
  const tally = (counts: Int32Array, at: number, counted: boolean) => {
    if (at < 0) return
    if (counts[at] < 0) counts[at] = 0
    if (counted) counts[at]++
  }
  for (let i = 0; i < s.size; i++) {
    const m = miss[i]
    // Not visible, or failing two filters or more: counts nowhere (a make and its model fail as one).
    if (m < 0 || ((m & (m - 1)) !== 0 && (m & ~makeOrModel) !== 0)) continue
    if (m === 0) total++
    tally(body, s.bodystyle.index[i], (m & others.bodystyle) === 0)
    tally(make, s.make.index[i], (m & others.make) === 0)
    if (withModel) tally(model, s.model.index[i], (m & others.model) === 0)
    tally(store, s.storeSlug.index[i], (m & others.store) === 0)
    tally(color, s.color.index[i], (m & others.color) === 0)
    for (const [groupOthers, mask] of stepGroups)
      if ((m & groupOthers) === 0)
        for (let x = s.steps[i] & mask; x !== 0; x &= x - 1) stepCounts[31 - Math.clz32(x & -x)]++
    if (paymentSteps.length && (m & paymentOthers) === 0 && s.price[i] > 0) {
      const caps = stepCapsOf(s.storeId[i])
      for (let k = 0; k < caps.length; k++) if (s.price[i] <= caps[k]) paymentCounts[k]++
    }
    if ((m & others.features) === 0) {
      for (let x = s.bitsLow[i]; x !== 0; x &= x - 1) bitCounts[31 - Math.clz32(x & -x)]++
      for (let x = s.bitsHigh[i]; x !== 0; x &= x - 1) bitCounts[63 - Math.clz32(x & -x)]++
    }
  }
  const rows: FacetRow[] = [{ facet: 'total', k: 'all', n: total }]
  const emit = (facet: FacetKey, d: Dictionary, counts: Int32Array) =>
    d.values.forEach((k, at) => {
      if (counts[at] >= 0) rows.push({ facet, k, n: counts[at] })
    })
  emit('bodystyle', s.bodystyle, body)
  emit('make', s.make, make)
  if (withModel) emit('model', s.model, model)
  emit('store', s.storeSlug, store)
  emit('color', s.color, color)
  STEPS.forEach(([facet, k], at) => rows.push({ facet, k, n: stepCounts[at] }))
  paymentSteps.forEach(([step], k) => rows.push({ facet: 'payment', k: String(step), n: paymentCounts[k] }))
  for (const [name, bit] of codes) if (bitCounts[bit] > 0) rows.push({ facet: 'features', k: name, n: bitCounts[bit] })
  return rows
}

/** Vehicles per stored make and model name (facets.ts ModelCountRow), for the header search's suggestions. */
export type ModelCount = { make: string; model: string; n: number }

/**
 * The vehicles passing every filter of a search, per stored make and model (facets.ts
 * modelCountsQuery, the same rule): the count a model's own search would total, for every model at
 * once, where the filter panel counts models of one make only (issue 38, decision 0333). One pass.
 */
export function snapshotModelCounts(s: InventorySnapshot, r: ResolvedSearch): ModelCount[] {
  const { miss } = misses(s, r)
  const models = s.model.values.length
  const counts = new Map<number, number>()
  for (let i = 0; i < s.size; i++) {
    if (miss[i] !== 0) continue
    const pair = s.make.index[i] * models + s.model.index[i]
    counts.set(pair, (counts.get(pair) ?? 0) + 1)
  }
  return [...counts].map(([pair, n]) => ({
    make: s.make.values[Math.floor(pair / models)],
    model: s.model.values[pair % models],
    n,
  }))
}
