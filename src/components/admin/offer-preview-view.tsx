import type { AdminViewServerProps } from 'payload'
import { requireOpenGate } from '@/services/staff-auth/admin-gate'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { userHasRole } from '@/access/roles'
import { loadOfferSettingsDocs } from '@/data/trade-in/offer-settings'
import { toQuestion } from '@/data/trade-in/to-offer-settings'
import { ruleSubjects } from '@/domain/trade-in/rule-subjects'
import { OfferPreviewForm } from './offer-preview-form.client'

/**
 * Admin view /admin/offer-preview (issue 7): managers price any vehicle, answering the
 * questionnaire as a shopper would, through the DRAFT trade-in settings and see the offer and its
 * trace beside the published one, before publishing a change. Nothing is typed as an identifier.
 */
export async function OfferPreviewView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  await requireOpenGate(req, '/offer-preview')
  const allowed = userHasRole(req.user, ['manager'])
  // The latest (draft) questions: the form asks what the draft asks, in words.
  const questions = allowed ? (await loadOfferSettingsDocs(req.payload, { draft: true })).questions.map(toQuestion) : []
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
        {allowed ? (
          <OfferPreviewForm questions={questions} subjects={ruleSubjects(questions)} />
        ) : (
          <p>Only managers and admins can preview offers.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
