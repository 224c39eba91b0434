import type { ExperimentResult, JsonObject } from './types'

/**
 * Applying a visitor's variant (visitor-layer.md section 3: "settings, merged into public config;
 * popups, an array; langs, translation overrides"; issue 8; decision 0105). Pure: the browser
 * passes the site's values and the merged ExperimentResult and gets what this visitor sees.
 */

/**
 * The public config the browser uses that an experiment may change. Only these keys; anything else
 * in a variant's settings is ignored (and reported, for the admin), because the rest of the public
 * config is either legal (consent tier and mode), a script address (trackers, chat) or a price
 * that must match what is advertised elsewhere (decision 0105).
 */
export interface PublicConfig {
  /** The accent colour of buttons, highlights and the loading bar (site settings). */
  accentColor: string
  /** false: the chat widget is not loaded for this visitor. */
  chatEnabled: boolean
}

type Rule<K extends keyof PublicConfig> = (value: unknown) => value is PublicConfig[K]

export const PUBLIC_SETTING_RULES: { [K in keyof PublicConfig]: Rule<K> } = {
  accentColor: (v): v is string => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v),
  chatEnabled: (v): v is boolean => typeof v === 'boolean',
}

export const PUBLIC_SETTING_KEYS = Object.keys(PUBLIC_SETTING_RULES) as (keyof PublicConfig)[]

export interface MergedPublicConfig {
  config: PublicConfig
  /** Keys that were not applied: not on the list, or a value of the wrong kind. */
  ignored: string[]
}

/** The site's public config with a variant's settings merged over it (whitelisted keys only). */
export function mergePublicSettings(base: PublicConfig, settings: JsonObject): MergedPublicConfig {
  const config: PublicConfig = { ...base }
  const ignored: string[] = []
  for (const [key, value] of Object.entries(settings)) {
    if (!Object.hasOwn(PUBLIC_SETTING_RULES, key)) {
      ignored.push(key)
      continue
    }
    const name = key as keyof PublicConfig
    if (!PUBLIC_SETTING_RULES[name](value)) {
      ignored.push(key)
      continue
    }
    ;(config as unknown as Record<string, unknown>)[name] = value
  }
  return { config, ignored }
}

/** The popup shape this module needs: the popupId and the site-wide switch. */
export interface SwitchablePopup {
  id: string
  active?: boolean
}

/**
 * The popups this visitor's runtime plays (issue 8, decision 0105):
 *  - the site's switched-on popups, less those the variant switches off (hiddenPopups);
 *  - plus the variant's popups (by popupId) from `experimentPopups` (published popups named by a
 *    switched-on experiment), switched on for this visitor even when switched off for the site;
 *  - a popup both added and hidden (two experiments disagree) stays hidden: the safer reading.
 * Visitors in no experiment get the site's popups unchanged.
 */
export function popupsForVisitor<P extends SwitchablePopup>(
  sitePopups: readonly P[],
  experimentPopups: readonly P[],
  result: Pick<ExperimentResult, 'popups' | 'hiddenPopups'>,
): P[] {
  const hidden = new Set(result.hiddenPopups)
  const out: P[] = sitePopups.filter((p) => !hidden.has(p.id))
  for (const id of result.popups) {
    if (hidden.has(id) || out.some((p) => p.id === id)) continue
    const popup = experimentPopups.find((p) => p.id === id)
    if (popup) out.push({ ...popup, active: true })
  }
  return out
}

/**
 * A text tree (such as one language of the cookie banner texts) with a variant's overrides applied.
 * A key is `prefix` + the dot path of a string in the tree (array items by index), e.g.
 * 'consent.en.' + 'buttons.acceptAll'. Keys that name no string in the tree are ignored, so a typo
 * can never add fields or replace a section with text. The input is not changed.
 */
export function overrideTexts<T>(tree: T, langs: Readonly<Record<string, string>>, prefix: string): T {
  let out = tree
  for (const [key, text] of Object.entries(langs)) {
    if (!key.startsWith(prefix) || typeof text !== 'string') continue
    const path = key.slice(prefix.length).split('.')
    if (path.some((part) => part === '' || part === '__proto__' || part === 'constructor' || part === 'prototype'))
      continue
    out = setString(out, path, text)
  }
  return out
}

function setString<T>(node: T, path: readonly string[], text: string): T {
  const [head, ...rest] = path
  if (Array.isArray(node)) {
    const index = Number(head)
    if (!Number.isInteger(index) || index < 0 || index >= node.length) return node
    const child =
      rest.length === 0 ? (typeof node[index] === 'string' ? text : node[index]) : setString(node[index], rest, text)
    if (child === node[index]) return node
    const copy = node.slice()
    copy[index] = child
    return copy as T
  }
  if (typeof node !== 'object' || node === null || !Object.hasOwn(node, head)) return node
  const current = (node as Record<string, unknown>)[head]
  const child = rest.length === 0 ? (typeof current === 'string' ? text : current) : setString(current, rest, text)
  if (child === current) return node
  return { ...node, [head]: child }
}
