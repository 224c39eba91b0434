/**
 * ConversationStarted data (visitor-layer.md sections 3, 5 and 7; decision 0073): the chat widget's
 * Conversation Started callback gives the customer's name and phone; the name is split on spaces,
 * the first word is the first name and the rest the last name, and the stored profile values are
 * the fallback for whatever the chat did not give.
 */
import { formatPhone, nationalDigits } from '../validation/phone'

export const CONVERSATION_STARTED = 'Conversation Started'

export type ChatCustomer = { customer_name?: unknown; customer_phone?: unknown; name?: unknown; phone?: unknown }
export type StoredContact = { firstName?: string; lastName?: string; phone?: string }

export type ConversationStartedData = {
  /** The full name as the chat gave it, or the stored name. */
  customer_name: string
  /** The phone as digits (10, national), or '' when none is known. */
  customer_phone_value: string
  /** The phone formatted +1 (999) 999-9999, or as given when it is not a US number. */
  customer_phone: string
  user: { firstName: string; lastName: string; phone: string }
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '')

export function splitCustomerName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') }
}

export function conversationStartedData(
  chat: ChatCustomer | null | undefined,
  stored: StoredContact,
): ConversationStartedData {
  const givenName = text(chat?.customer_name) || text(chat?.name)
  const split = splitCustomerName(givenName)
  const firstName = split.firstName || stored.firstName || ''
  const lastName = split.lastName || stored.lastName || ''
  const phone = text(chat?.customer_phone) || text(chat?.phone) || stored.phone || ''
  const digits = nationalDigits(phone) ?? phone.replace(/\D/g, '')
  return {
    customer_name: givenName || [firstName, lastName].filter(Boolean).join(' '),
    customer_phone_value: digits,
    customer_phone: phone ? formatPhone(phone, 'email') : '',
    user: { firstName, lastName, phone },
  }
}
