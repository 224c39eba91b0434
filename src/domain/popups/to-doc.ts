/**
 * From the spec's popup definition to an admin document: the inverse of popupFromDoc, used to seed
 * the built-in popups (visitor-layer.md sections 2 and 4) as editable documents.
 */
import { builtInPopups, CREDIT_OFFER_POPUP } from './builtin'
import type { AdsRow, ConditionRow, PageItemRow, ParamRow, PopupDoc } from './from-doc'
import type { AdsValueRule, ParamRule, PopupCondition, PopupDefinition } from './types'

function paramRow(param: string, rule: ParamRule): ParamRow {
  if (rule === true) return { param, rule: 'new' }
  if (typeof rule === 'string') return { param, rule: 'equals', value: rule }
  return { param, rule: 'oneOf', values: rule.map(String) }
}

function adsRow(key: string, rule: AdsValueRule): AdsRow {
  if (rule === false) return { key, rule: 'absent' }
  if (rule === true) return { key, rule: 'present' }
  if (typeof rule === 'string') return { key, rule: 'equals', value: rule }
  return { key, rule: 'lists', inValues: [...(rule.in ?? [])], notValues: [...(rule.not ?? [])] }
}

function conditionRow(c: PopupCondition): ConditionRow {
  const items: PageItemRow[] = (c.pageItemsViewed ?? []).map((r) => ({
    name: r.name,
    path: r.path,
    params: Object.entries(r.params ?? {}).map(([k, v]) => paramRow(k, v)),
    minCount: r.minCount,
    maxCount: r.maxCount,
  }))
  return {
    pages: {
      names: [...(c.pages?.names ?? [])],
      paths: [...(c.pages?.paths ?? [])],
      patterns: [...(c.pages?.patterns ?? [])],
    },
    pageItemsViewed: items,
    isLead: c.isLead === true ? 'leads' : c.isLead === false ? 'nonLeads' : 'any',
    adsValues: Object.entries(c.adsValues ?? {}).map(([k, v]) => adsRow(k, v)),
    tagQuery: c.tagQuery,
    itemClicked: c.itemClicked,
    timer: c.timer,
  }
}

export function docFromPopup(def: PopupDefinition): PopupDoc {
  const position = def.settings?.position
  const style = def.component.data.style
  return {
    popupId: def.id,
    active: def.active ?? true,
    validHours: def.validHours,
    endsAt: def.endsAt,
    conditions: def.conditions.map(conditionRow),
    component: {
      type: def.component.type,
      title: def.component.data.title,
      html: def.component.data.html,
      innerComponent: def.component.data.innerComponent,
      style:
        typeof style === 'string'
          ? style
          : style
            ? Object.entries(style)
                .map(([k, v]) => `${k}: ${v}`)
                .join('; ')
            : undefined,
    },
    submitted: def.submitted
      ? { enabled: true, ...def.submitted, emailTemplate: def.submitted.EMAIL }
      : { enabled: false },
    settings: {
      component: def.settings?.component,
      positionByDevice: typeof position === 'object',
      position: typeof position === 'string' ? position : undefined,
      mobile: typeof position === 'object' ? position.mobile : undefined,
      desktop: typeof position === 'object' ? position.desktop : undefined,
      closeButton: def.closeButton ?? def.settings?.closeButton ?? true,
    },
    button: def.button
      ? {
          enabled: true,
          text: def.button.text,
          hoverText: def.button.hoverText,
          icon: def.button.icon,
          className: def.button.class,
        }
      : { enabled: false },
    background: { modal: def.background?.modal ?? true },
  }
}

/**
 * What a fresh site starts with (issue 8): the three globally registered popups and the $500
 * credit example. Phone verification is seeded switched off: the verification endpoint and its
 * form are not built yet, and an editor switches it on once they are.
 */
export function seededPopupDocs(): Array<PopupDoc & { name: string }> {
  const names: Record<string, string> = {
    'unlock-inventory': 'Unlock inventory (built in)',
    'user-lead': 'User lead (built in)',
    'user-lead-phone-verification': 'User-lead phone verification (built in)',
    'credit-500-offer': '$500 credit offer, valid 24 hours (example)',
  }
  return [...builtInPopups(), CREDIT_OFFER_POPUP].map((def) => ({
    ...docFromPopup(def),
    name: names[def.id] ?? def.id,
  }))
}
