import type { ReactNode } from 'react'
import type { AdminViewServerProps, PayloadRequest } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { requireOpenGate } from '@/services/staff-auth/admin-gate'

/**
 * The opening every custom admin view shares (Payload's documented custom views render without its
 * admin-access check): the second-factor gate first (issue 34), then the request for the view's own
 * reads. `path` is where the gate sends the user back after the code, e.g. '/outbox'.
 */
export async function openAdminView(view: AdminViewServerProps, path: string): Promise<PayloadRequest> {
  const { req } = view.initPageResult
  await requireOpenGate(req, path)
  return req
}

/** Payload's admin chrome (navigation, header) around a custom view's content. */
export function AdminViewFrame({ view, children }: { view: AdminViewServerProps; children: ReactNode }) {
  const { initPageResult, params, searchParams } = view
  const { req, permissions, visibleEntities, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>{children}</Gutter>
    </DefaultTemplate>
  )
}
