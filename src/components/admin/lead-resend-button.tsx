'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import { ResendLeadButton } from './resend-lead-button'

/** Sidebar button on a lead: queues a new delivery round (issue 4, "the admin can resend"). */
export function LeadResendButton() {
  const { id } = useDocumentInfo()
  if (!id) return null
  return <ResendLeadButton leadId={id} />
}
