import type { Field } from 'payload'

/**
 * The second factor's state on each staff account (issue 34). Only the enrolment date shows in the
 * admin; the sealed key, the recovery-code hashes and the code counters are hidden fields that no
 * API answer, admin form or session carries (src/services/staff-auth/account.ts reads them).
 */
const hidden = { hidden: true } as const

export const secondFactorFields: Field[] = [
  {
    name: 'secondFactorEnrolledAt',
    label: 'Authenticator app set up',
    type: 'date',
    admin: {
      readOnly: true,
      position: 'sidebar',
      date: { pickerAppearance: 'dayAndTime' },
      description:
        'When this person set up their authenticator app. Empty: not set up yet; they are asked to ' +
        'at their next sign-in if their role requires it. An admin can reset it (lost phone) with ' +
        'the button below.',
      components: {
        afterInput: ['@/components/admin/second-factor/reset-second-factor-button#ResetSecondFactorButton'],
      },
    },
  },
  { name: 'totpSecret', type: 'text', ...hidden },
  { name: 'totpPendingSecret', type: 'text', ...hidden },
  { name: 'totpLastStep', type: 'number', ...hidden },
  { name: 'secondFactorWrongCodes', type: 'number', defaultValue: 0, ...hidden },
  { name: 'secondFactorLockedUntil', type: 'date', ...hidden },
  { name: 'recoveryCodes', type: 'json', ...hidden },
]
