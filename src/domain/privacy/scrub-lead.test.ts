import { describe, expect, it } from 'vitest'
import { scrubLeadRow } from './scrub-lead'
import type { PersonIdentifiers } from './person'

const SAM: PersonIdentifiers = { emails: ['sam@example.com'], phones: ['5635550142'] }
const jane = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '(309) 555-0187' }
const samParty = {
  applicant: { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', phone: '563-555-0142' },
  residence: { street: '9 Elm St', city: 'Moline' },
  income: { monthlyGross: 4100 },
}

describe('scrubLeadRow', () => {
  it("removes a co-applicant whole, keeps the applicant's details, and says the credit data goes too", () => {
    const row = {
      id: 7,
      title: 'Jane Doe <jane@example.com>',
      fields: { applicant: jane, coApplicant: samParty, downPayment: 2000 },
      created_at: '2026-11-01T10:00:00.000Z',
    }
    expect(scrubLeadRow(row, SAM)).toEqual({
      changes: { fields: { applicant: jane, downPayment: 2000 } },
      coApplicantRemoved: true,
    })
  })

  it('keeps a referral a referral: the friend named "[removed]", without e-mail or phone', () => {
    const row = {
      id: 8,
      fields: {
        ...jane,
        friend: { firstName: 'Sam', lastName: 'Lee', phone: '563-555-0142' },
        message: 'Sam needs a truck.',
      },
    }
    expect(scrubLeadRow(row, SAM)).toEqual({
      changes: {
        fields: { ...jane, friend: { firstName: '[removed]', lastName: '[removed]' }, message: 'Sam needs a truck.' },
      },
      coApplicantRemoved: false,
    })
  })

  it('redacts a mention in free text and in any other column, in any format, leaving the rest of the text', () => {
    const row = {
      id: 9,
      fields: { ...jane, message: 'Also call my brother at +1 (563) 555-0142 or SAM@example.com, thanks' },
      page_url: 'https://dealer.example/contact?ref=sam@example.com',
      visitor_id: 'v-1',
    }
    expect(scrubLeadRow(row, SAM).changes).toEqual({
      fields: { ...jane, message: 'Also call my brother at [removed] or [removed], thanks' },
      page_url: 'https://dealer.example/contact?ref=[removed]',
    })
  })

  it('changes nothing on a row that does not name the person', () => {
    expect(scrubLeadRow({ id: 1, title: 'Jane Doe <jane@example.com>', fields: jane }, SAM)).toEqual({
      changes: {},
      coApplicantRemoved: false,
    })
  })
})
