import type { Experiment, JsonObject } from './types'

/** The stored experiment document, loosely typed (Payload's generated type is wider than this). */
export type ExperimentDoc = {
  name?: string | null
  variants?:
    | {
        name?: string | null
        weight?: number | null
        settings?: unknown
        popups?: unknown
        hiddenPopups?: unknown
        langs?: unknown
      }[]
    | null
  targeting?: {
    urlParams?: { param?: string | null; value?: string | null }[] | null
    companies?: string[] | null
  } | null
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v)

function popupIds(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value
    .map((p) => (isObject(p) && typeof p.popupId === 'string' ? p.popupId : null))
    .filter((id): id is string => Boolean(id))
}

function stringMap(value: unknown): Record<string, string> {
  if (!isObject(value)) return {}
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
}

/** The public shape of an experiment (GET /api/experiments); popups by popupId (needs depth 1). */
export function experimentFromDoc(doc: ExperimentDoc): Experiment {
  return {
    name: doc.name ?? '',
    variants: (doc.variants ?? []).map((v) => ({
      name: v.name ?? '',
      weight: typeof v.weight === 'number' ? v.weight : 0,
      settings: isObject(v.settings) ? v.settings : {},
      popups: popupIds(v.popups),
      hiddenPopups: popupIds(v.hiddenPopups),
      langs: stringMap(v.langs),
    })),
    targeting: {
      urlParams: (doc.targeting?.urlParams ?? [])
        .filter((p) => p.param)
        .map((p) => ({ param: p.param as string, value: p.value || null })),
      companies: (doc.targeting?.companies ?? []).filter(Boolean),
    },
  }
}
