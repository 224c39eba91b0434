import type { AdminViewServerProps } from 'payload'
import { AdminViewFrame, openAdminView } from '@/components/admin/admin-view-frame'
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
export async function OfferPreviewView(view: AdminViewServerProps) {
  const req = await openAdminView(view, '/offer-preview')
  const allowed = userHasRole(req.user, ['manager'])
  // The latest (draft) questions: the form asks what the draft asks, in words.
  const questions = allowed ? (await loadOfferSettingsDocs(req.payload, { draft: true })).questions.map(toQuestion) : []
  return (
    <AdminViewFrame view={view}>
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
    </AdminViewFrame>
  )
}
