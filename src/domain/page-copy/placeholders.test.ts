import { describe, expect, it } from 'vitest'
import { SAMPLE_FINANCE_SETTINGS } from '@/domain/financing'
import {
  fillCopy,
  fillCopyText,
  placeholderHelp,
  unknownPlaceholders,
  type CopyPlaceholderValues,
} from './placeholders'
import { copyPlaceholderValues } from './values'

const values: CopyPlaceholderValues = {
  'lowest rate': '5.9%',
  'longest term': '72 months',
  'documentary fee': '$367.70',
  'offer validity days': '7',
}

describe('fillCopyText', () => {
  it.each<[string, string, CopyPlaceholderValues, string]>([
    ['no placeholder', 'As low as $7 down', values, 'As low as $7 down'],
    ['one placeholder', 'Rates from {lowest rate} APR', values, 'Rates from 5.9% APR'],
    ['several, repeated', 'Valid {offer validity days} days, yes {offer validity days}', values, 'Valid 7 days, yes 7'],
    [
      'every placeholder',
      '{lowest rate} {longest term} {documentary fee} {offer validity days}',
      values,
      '5.9% 72 months $367.70 7',
    ],
    ['case and spaces forgiven', 'From { Lowest  Rate }', values, 'From 5.9%'],
    ['unknown token stays visible', 'From {lowest rte}', values, 'From {lowest rte}'],
    ['missing value stays visible', 'From {lowest rate}', {}, 'From {lowest rate}'],
    ['lone braces untouched', 'a { b } c {', values, 'a { b } c {'],
    ['empty text', '', values, ''],
  ])('%s', (_, text, vals, expected) => expect(fillCopyText(text, vals)).toBe(expected))
})

describe('fillCopy', () => {
  it('fills every string of groups and rows, leaving the shape as it was', () => {
    const copy = {
      heading: 'Offer valid {offer validity days} days',
      rows: [{ label: 'Fee', ours: '{documentary fee}' }],
      columns: { us: 'Us' },
    }
    expect(fillCopy(copy, values)).toEqual({
      heading: 'Offer valid 7 days',
      rows: [{ label: 'Fee', ours: '$367.70' }],
      columns: { us: 'Us' },
    })
  })
})

describe('unknownPlaceholders', () => {
  it.each<[string, string[]]>([
    ['Rates from {lowest rate}', []],
    ['Rates from {Lowest Rate}', []],
    ['Rates from {lowest rte} or {rate}', ['{lowest rte}', '{rate}']],
    ['No tokens at all', []],
  ])('%s', (text, expected) => expect(unknownPlaceholders(text)).toEqual(expected))
})

describe('placeholderHelp', () => {
  it('names every placeholder in plain words with what it becomes', () => {
    const help = placeholderHelp()
    for (const token of ['{lowest rate}', '{longest term}', '{documentary fee}', '{offer validity days}'])
      expect(help).toContain(token)
    expect(help).toContain('Finance settings')
  })
})

describe('copyPlaceholderValues', () => {
  const finance = SAMPLE_FINANCE_SETTINGS
  it.each<[string, Parameters<typeof copyPlaceholderValues>[0], CopyPlaceholderValues]>([
    [
      'sample settings',
      { finance, offerValidityDays: 7 },
      { 'lowest rate': '5.9%', 'longest term': '72 months', 'documentary fee': '$367.70', 'offer validity days': '7' },
    ],
    [
      'a lower rate and a new fee follow the settings',
      {
        finance: { ...finance, baseRates: [{ termMonths: 84, baseApr: 4.25 }], documentaryFee: 199 },
        offerValidityDays: 10,
      },
      {
        'lowest rate': '4.25%',
        'longest term': '84 months',
        'documentary fee': '$199.00',
        'offer validity days': '10',
      },
    ],
    [
      'top tier with an add-on raises the lowest rate',
      { finance: { ...finance, creditTiers: [{ minScore: 300, addOnApr: 1 }] }, offerValidityDays: 7 },
      { 'lowest rate': '6.9%', 'longest term': '72 months', 'documentary fee': '$367.70', 'offer validity days': '7' },
    ],
    [
      'no rates and no offer settings: those tokens stay unfilled',
      { finance: { ...finance, baseRates: [] }, offerValidityDays: null },
      { 'documentary fee': '$367.70' },
    ],
  ])('%s', (_, figures, expected) => expect(copyPlaceholderValues(figures)).toEqual(expected))
})
