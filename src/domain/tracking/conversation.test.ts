import { describe, expect, it } from 'vitest'
import { conversationStartedData, splitCustomerName } from './conversation'

describe('splitCustomerName (section 5 "Conversation customer name")', () => {
  it.each([
    ['Jane', { firstName: 'Jane', lastName: '' }],
    ['Jane Doe', { firstName: 'Jane', lastName: 'Doe' }],
    ['  Mary  Ann   van Dyke ', { firstName: 'Mary', lastName: 'Ann van Dyke' }],
    ['', { firstName: '', lastName: '' }],
  ])('%j', (name, expected) => {
    expect(splitCustomerName(name)).toEqual(expected)
  })
})

describe('conversationStartedData (section 3 customer_name, customer_phone_value, customer_phone)', () => {
  const stored = { firstName: 'Stored', lastName: 'Person', phone: '+13095550100' }
  it.each([
    [
      'chat gives name and phone',
      { customer_name: 'Jane Q Public', customer_phone: '309-555-0142' },
      stored,
      {
        customer_name: 'Jane Q Public',
        customer_phone_value: '3095550142',
        customer_phone: '+1 (309) 555-0142',
        user: { firstName: 'Jane', lastName: 'Q Public', phone: '309-555-0142' },
      },
    ],
    [
      'one word: last name from the profile',
      { customer_name: 'Jane' },
      stored,
      {
        customer_name: 'Jane',
        customer_phone_value: '3095550100',
        customer_phone: '+1 (309) 555-0100',
        user: { firstName: 'Jane', lastName: 'Person', phone: '+13095550100' },
      },
    ],
    [
      'nothing from the chat: the stored values',
      {},
      stored,
      {
        customer_name: 'Stored Person',
        customer_phone_value: '3095550100',
        customer_phone: '+1 (309) 555-0100',
        user: { firstName: 'Stored', lastName: 'Person', phone: '+13095550100' },
      },
    ],
    [
      'nothing known at all',
      null,
      {},
      {
        customer_name: '',
        customer_phone_value: '',
        customer_phone: '',
        user: { firstName: '', lastName: '', phone: '' },
      },
    ],
    [
      'name/phone keys and a number phone',
      { name: 'Ann Lee', phone: 3095550199 },
      {},
      {
        customer_name: 'Ann Lee',
        customer_phone_value: '3095550199',
        customer_phone: '+1 (309) 555-0199',
        user: { firstName: 'Ann', lastName: 'Lee', phone: '3095550199' },
      },
    ],
  ])('%s', (_name, chat, profile, expected) => {
    expect(conversationStartedData(chat, profile)).toEqual(expected)
  })
})
