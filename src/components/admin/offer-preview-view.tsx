import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { userHasRole } from '@/access/roles'
import { OfferPreviewForm } from './offer-preview-form.client'

/**
 * Admin view /admin/offer-preview (issue 7): managers run a sample vehicle and answers through
 * the DRAFT trade-in settings and see the offer and its trace beside the published one, before
 * publishing a change.
 */
export function OfferPreviewView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const allowed = userHasRole(req.user, ['manager'])
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
      <Gutter>
        <h1>Offer preview</h1>
        <p>
          Prices a sample vehicle with the published settings and with your saved drafts (questions and offer settings),
          side by side, with every rule and deduction that fired.
        </p>
        {allowed ? <OfferPreviewForm /> : <p>Only managers and admins can preview offers.</p>}
      </Gutter>
    </DefaultTemplate>
  )
}
