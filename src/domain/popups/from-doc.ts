/**
 * From an admin document (src/collections/popups) to the spec's popup definition
 * (visitor-layer.md section 3). The admin stores each rule as a small row an editor can fill in
 * (a select plus values) because Payload has no "true | string | list" field; this mapping turns
 * the rows back into the spec's shapes, so the engine sees one format whether a popup comes from
 * the admin, an experiment or the built-in list. Empty parts are dropped (an empty pages group
 * must not turn into a condition that matches nothing).
 */
import type {
  AdsValueRule,
  PageItemRule,
  PageMatch,
  ParamRule,
  PopupCondition,
  PopupDefinition,
  PopupPosition,
  SubmittedStep,
} from './types'

type Maybe<T> = T | null | undefined
type TextList = Maybe<readonly Maybe<string>[]>

export interface ParamRow {
  param?: Maybe<string>
  /** new: any value not seen before (true); equals: exact (string); oneOf: list membership. */
  rule?: Maybe<'new' | 'equals' | 'oneOf'>
  value?: Maybe<string>
  values?: TextList
}

export interface PageItemRow {
  name?: Maybe<string>
  path?: Maybe<string>
  params?: Maybe<readonly ParamRow[]>
  minCount?: Maybe<number>
  maxCount?: Maybe<number>
}

export interface AdsRow {
  key?: Maybe<string>
  /** absent: false; present: true; equals: a string; lists: { in, not }. */
  rule?: Maybe<'absent' | 'present' | 'equals' | 'lists'>
  value?: Maybe<string>
  inValues?: TextList
  notValues?: TextList
}

export interface ConditionRow {
  pages?: Maybe<{ names?: TextList; paths?: TextList; patterns?: TextList }>
  pageItemsViewed?: Maybe<readonly PageItemRow[]>
  /** any: no lead requirement; leads: isLead true; nonLeads: isLead false (targeting.ts). */
  isLead?: Maybe<'any' | 'leads' | 'nonLeads'>
  adsValues?: Maybe<readonly AdsRow[]>
  tagQuery?: Maybe<string>
  itemClicked?: Maybe<string>
  timer?: Maybe<number>
}

export interface PopupDoc {
  popupId: string
  active?: Maybe<boolean>
  validHours?: Maybe<number>
  endsAt?: Maybe<string>
  conditions?: Maybe<readonly ConditionRow[]>
  component?: Maybe<{
    type?: Maybe<'html' | 'component'>
    title?: Maybe<string>
    html?: Maybe<string>
    innerComponent?: Maybe<string>
    style?: Maybe<string>
  }>
  submitted?: Maybe<{
    enabled?: Maybe<boolean>
    innerComponent?: Maybe<string>
    emailTemplate?: Maybe<string>
    trackEvent?: Maybe<string>
    redirect?: Maybe<string>
    close?: Maybe<boolean>
    timeoutClose?: Maybe<number>
  }>
  settings?: Maybe<{
    component?: Maybe<'PrimeDialog' | 'ModalHeadless'>
    positionByDevice?: Maybe<boolean>
    position?: Maybe<string>
    mobile?: Maybe<string>
    desktop?: Maybe<string>
    closeButton?: Maybe<boolean>
  }>
  button?: Maybe<{
    enabled?: Maybe<boolean>
    text?: Maybe<string>
    hoverText?: Maybe<string>
    icon?: Maybe<string>
    className?: Maybe<string>
  }>
  background?: Maybe<{ modal?: Maybe<boolean> }>
}

const text = (value: Maybe<string>): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
const texts = (list: TextList): string[] => (list ?? []).map((v) => text(v)).filter((v): v is string => v !== undefined)
const num = (value: Maybe<number>): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined

/** Copies only the keys whose value is defined. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

function paramRule(row: ParamRow): ParamRule | undefined {
  if (row.rule === 'new') return true
  if (row.rule === 'equals') return text(row.value) ?? ''
  if (row.rule === 'oneOf') return texts(row.values)
  return undefined
}

function pageItemRule(row: PageItemRow): PageItemRule {
  const params: Record<string, ParamRule> = {}
  for (const p of row.params ?? []) {
    const key = text(p.param)
    const rule = paramRule(p)
    if (key && rule !== undefined) params[key] = rule
  }
  return defined({
    name: text(row.name),
    path: text(row.path),
    params: Object.keys(params).length ? params : undefined,
    minCount: num(row.minCount),
    maxCount: num(row.maxCount),
  })
}

function adsRule(row: AdsRow): AdsValueRule | undefined {
  switch (row.rule) {
    case 'absent':
      return false
    case 'present':
      return true
    case 'equals':
      return text(row.value) ?? ''
    case 'lists': {
      const within = texts(row.inValues)
      const not = texts(row.notValues)
      return defined({ in: within.length ? within : undefined, not: not.length ? not : undefined })
    }
    default:
      return undefined
  }
}

export function conditionFromRow(row: ConditionRow): PopupCondition {
  const pages: PageMatch = defined({
    names: texts(row.pages?.names).length ? texts(row.pages?.names) : undefined,
    paths: texts(row.pages?.paths).length ? texts(row.pages?.paths) : undefined,
    patterns: texts(row.pages?.patterns).length ? texts(row.pages?.patterns) : undefined,
  })
  const ads: Record<string, AdsValueRule> = {}
  for (const a of row.adsValues ?? []) {
    const key = text(a.key)
    const rule = adsRule(a)
    if (key && rule !== undefined) ads[key] = rule
  }
  const items = (row.pageItemsViewed ?? []).map(pageItemRule)
  const timer = num(row.timer)
  return defined({
    pages: Object.keys(pages).length ? pages : undefined,
    pageItemsViewed: items.length ? items : undefined,
    isLead: row.isLead === 'leads' ? true : row.isLead === 'nonLeads' ? false : undefined,
    adsValues: Object.keys(ads).length ? ads : undefined,
    tagQuery: text(row.tagQuery),
    itemClicked: text(row.itemClicked),
    timer: timer !== undefined && timer > 0 ? timer : undefined,
  })
}

function position(settings: PopupDoc['settings']): PopupPosition | undefined {
  if (!settings) return undefined
  if (settings.positionByDevice) return defined({ mobile: text(settings.mobile), desktop: text(settings.desktop) })
  return text(settings.position)
}

function submittedStep(doc: PopupDoc['submitted']): SubmittedStep | undefined {
  if (!doc?.enabled) return undefined
  return defined({
    innerComponent: text(doc.innerComponent),
    EMAIL: text(doc.emailTemplate),
    trackEvent: text(doc.trackEvent),
    redirect: text(doc.redirect),
    close: doc.close === true ? true : undefined,
    timeoutClose: num(doc.timeoutClose),
  })
}

export function popupFromDoc(doc: PopupDoc): PopupDefinition {
  const component = doc.component ?? {}
  const button = doc.button?.enabled
    ? defined({
        text: text(doc.button.text),
        hoverText: text(doc.button.hoverText),
        icon: text(doc.button.icon),
        class: text(doc.button.className),
      })
    : undefined
  return defined({
    id: doc.popupId,
    conditions: (doc.conditions ?? []).map(conditionFromRow),
    component: {
      type: component.type === 'component' ? 'component' : 'html',
      data: defined({
        title: text(component.title),
        html: text(component.html),
        innerComponent: text(component.innerComponent),
        style: text(component.style),
      }),
    },
    submitted: submittedStep(doc.submitted),
    settings: defined({
      component: doc.settings?.component ?? undefined,
      position: position(doc.settings),
      closeButton: doc.settings?.closeButton ?? undefined,
    }),
    button,
    background: { modal: doc.background?.modal ?? true },
    active: doc.active ?? true,
    validHours: num(doc.validHours),
    endsAt: text(doc.endsAt),
  }) as PopupDefinition
}
