import type { Field } from 'payload'
import {
  ALERT_EMAIL_STATUSES,
  ALERT_EMAIL_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_LABELS,
} from '@/domain/alerts/statuses'

/**
 * The fields every e-mail alert keeps (price-drop alerts, decision 0270; saved searches, decision
 * 0337), named alike in both so one statement serves both (src/server/db/alert-subscriptions.ts).
 * Written by the alert flow only: staff read them, and may only set a subscription to Unsubscribed.
 */
const systemOnly = { update: () => false }
const readOnly = { readOnly: true } as const
/** Secrets and working state: never shown, never in an API answer. */
const internal = { read: () => false, update: () => false }

export type SubscriptionTexts = {
  /** What the shopper gets while the subscription is active. */
  activeMeans: string
  /** Who the lead goes to, for the salesperson box's description. */
  salesContext: string
}

/**
 * The address, what the subscription is about (`about`: the vehicle, the search), the status, the
 * salesperson box and its lead: the top of a subscription.
 */
export function subscriberFields(texts: SubscriptionTexts, about: Field[]): Field[] {
  return [
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      access: systemOnly,
      admin: { ...readOnly, description: 'Where the alerts go.' },
    },
    ...about.map((field) => ({ ...field, access: systemOnly, admin: { ...field.admin, ...readOnly } }) as Field),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: SUBSCRIPTION_STATUSES.map((value) => ({ value, label: SUBSCRIPTION_STATUS_LABELS[value] })),
      admin: {
        description:
          'Waiting for confirmation: the shopper has not yet pressed the button in the confirmation ' +
          `e-mail, and gets nothing. Active: ${texts.activeMeans} Unsubscribed: gets nothing more. ` +
          'Set Unsubscribed to stop the e-mails for a shopper who asks by phone.',
      },
    },
    {
      name: 'sendToSales',
      type: 'checkbox',
      label: 'Send my details to a salesperson',
      defaultValue: false,
      access: systemOnly,
      admin: {
        ...readOnly,
        description: `The shopper ticked this box when confirming. Only then does ${texts.salesContext} get their e-mail address, as a lead.`,
      },
    },
    {
      name: 'lead',
      type: 'relationship',
      relationTo: 'leads',
      access: systemOnly,
      admin: { ...readOnly, description: 'The lead the sales team got (only when the box above was ticked).' },
    },
  ]
}

/** When the confirmation e-mail went out, when it was confirmed, when it was stopped; and the link's secrets. */
export function subscriptionDateFields(): Field[] {
  return [
    {
      type: 'row',
      fields: [
        {
          name: 'confirmationSentAt',
          type: 'date',
          access: systemOnly,
          admin: { ...readOnly, width: '33%', description: 'When the last confirmation e-mail went out.' },
        },
        {
          name: 'confirmedAt',
          type: 'date',
          access: systemOnly,
          admin: { ...readOnly, width: '33%', description: 'When the shopper confirmed.' },
        },
        {
          name: 'unsubscribedAt',
          type: 'date',
          access: systemOnly,
          admin: { ...readOnly, width: '33%', description: 'When the e-mails were stopped.' },
        },
      ],
    },
    // SHA-256 of the link in the newest confirmation e-mail, and what that request asked.
    { name: 'confirmTokenHash', type: 'text', index: true, access: internal, admin: { hidden: true } },
    { name: 'pendingSendToSales', type: 'checkbox', access: internal, admin: { hidden: true } },
  ]
}

/** The state of one alert e-mail: the send's claim, its attempts and its unsubscribe link's hash. */
export function alertEmailFields(): Field[] {
  return [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: ALERT_EMAIL_STATUSES.map((value) => ({ value, label: ALERT_EMAIL_STATUS_LABELS[value] })),
      admin: { ...readOnly, description: 'Sent: the mail server accepted it.' },
    },
    { name: 'skipReason', type: 'text', admin: { ...readOnly, description: 'Why it was not sent.' } },
    {
      type: 'row',
      fields: [
        { name: 'claimedAt', type: 'date', admin: { ...readOnly, width: '33%', description: 'When sending began.' } },
        { name: 'sentAt', type: 'date', admin: { ...readOnly, width: '33%', description: 'When it was sent.' } },
        {
          name: 'tries',
          type: 'number',
          defaultValue: 0,
          admin: { ...readOnly, width: '33%', description: 'Attempts.' },
        },
      ],
    },
    { name: 'error', type: 'textarea', admin: { ...readOnly, description: 'Last error from the mail server.' } },
    {
      name: 'messageId',
      type: 'text',
      admin: { ...readOnly, description: 'Message-ID header, the same on every attempt of this e-mail.' },
    },
    // SHA-256 of this e-mail's unsubscribe link: never shown, never in an API answer.
    { name: 'unsubscribeTokenHash', type: 'text', index: true, access: internal, admin: { hidden: true } },
  ]
}
