import { WeekdayRowLabel as WeekdayRowLabel_91fdf217ec941bec2aee00b10e284dc5 } from '@/components/admin/weekday-row-label'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { PublishAfterAutosave as PublishAfterAutosave_72d9b6a4807e1f304af77c40fbd21734 } from '@/components/admin/publish-after-autosave'
import { ResetSecondFactorButton as ResetSecondFactorButton_32dcf00ed5581854cdce811da0ff00cf } from '@/components/admin/second-factor/reset-second-factor-button'
import { LeadResendButton as LeadResendButton_65aaf877aa5ab817889fcc8cc060f82f } from '@/components/admin/lead-resend-button'
import { LeadsExportButton as LeadsExportButton_55f6fec4b00e36c48298c06f85cd18d4 } from '@/components/admin/leads-export-button'
import { OfferPreviewPanel as OfferPreviewPanel_0ccd41f17bef2753b518ef4fec29aa24 } from '@/components/admin/rule-editor/offer-preview-panel'
import { RuleSubjectField as RuleSubjectField_98315a161185fbdd164f7eafefcef60c } from '@/components/admin/rule-editor/subject-field'
import { RuleOperatorField as RuleOperatorField_d5dc9151535b03664668d09e50d13670 } from '@/components/admin/rule-editor/operator-field'
import { RuleValueField as RuleValueField_67806a9d5ec69a4288a1acc89aaa998f } from '@/components/admin/rule-editor/value-field'
import { RuleRowLabel as RuleRowLabel_7a46faf26b2a1e10c5448c7d8e72380e } from '@/components/admin/rule-row-label'
import { CreditDataReveal as CreditDataReveal_6d1a16c7c12067f0ea070a5795cecedd } from '@/components/admin/credit-data-reveal'
import { AuditExportButton as AuditExportButton_2ad168f89b5a3e2fe4ef8d0c86b6fbb0 } from '@/components/admin/audit-export-button'
import { CsvImportProgress as CsvImportProgress_1f2b821fb4ae418e5d0385afa9544425 } from '@/components/admin/csv-import-progress'
import { ExperimentResults as ExperimentResults_cec7fdcdb91394f3050064323b4c73b1 } from '@/components/admin/experiment-results'
import { SampleLeaseNotice as SampleLeaseNotice_6f1b4b52018ca78144b20a061ece318a } from '@/components/admin/sample-lease-notice'
import { OutboxNavLink as OutboxNavLink_37d668d681493dea777e1415bcf589b1 } from '@/components/admin/outbox-nav-link'
import { SmsOutboxNavLink as SmsOutboxNavLink_f5a9562dcb78bb6384205e6a404fed3b } from '@/components/admin/sms-outbox-nav-link'
import { OfferPreviewNavLink as OfferPreviewNavLink_27dff05fdd1f8108ebdafbe1c3a7f2a3 } from '@/components/admin/offer-preview-nav-link'
import { ForgetPersonNavLink as ForgetPersonNavLink_b2e3d65a58ceca22d60a1541897acd01 } from '@/components/admin/forget-person-nav-link'
import { SiteSpeedNavLink as SiteSpeedNavLink_74df81e72e543137ee38d3e868b89665 } from '@/components/admin/site-speed/site-speed-nav-link'
import { AdminDashboard as AdminDashboard_fbb37b634eb4798acebbf1274a3aad64 } from '@/components/admin/dashboard/admin-dashboard'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { OutboxView as OutboxView_ea7fbe6cda020841a4d8fd5a5b0781a7 } from '@/components/admin/outbox-view'
import { SmsOutboxView as SmsOutboxView_360ab5bc3cfc30e024acdf8a9e54fe39 } from '@/components/admin/sms-outbox-view'
import { OfferPreviewView as OfferPreviewView_5558331de92cc5603836ccd22ce7159d } from '@/components/admin/offer-preview-view'
import { SecondFactorView as SecondFactorView_b7d7b73f02ed807c34b76e2894d8cf6d } from '@/components/admin/second-factor/second-factor-view'
import { ForgetPersonView as ForgetPersonView_8123b7f13fa61d2a02179f7fcc76a114 } from '@/components/admin/forget-person-view'
import { SiteSpeedView as SiteSpeedView_522e40a0078230bfdee0f2d677e48e4a } from '@/components/admin/site-speed/site-speed-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/weekday-row-label#WeekdayRowLabel": WeekdayRowLabel_91fdf217ec941bec2aee00b10e284dc5,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/publish-after-autosave#PublishAfterAutosave": PublishAfterAutosave_72d9b6a4807e1f304af77c40fbd21734,
  "@/components/admin/second-factor/reset-second-factor-button#ResetSecondFactorButton": ResetSecondFactorButton_32dcf00ed5581854cdce811da0ff00cf,
  "@/components/admin/lead-resend-button#LeadResendButton": LeadResendButton_65aaf877aa5ab817889fcc8cc060f82f,
  "@/components/admin/leads-export-button#LeadsExportButton": LeadsExportButton_55f6fec4b00e36c48298c06f85cd18d4,
  "@/components/admin/rule-editor/offer-preview-panel#OfferPreviewPanel": OfferPreviewPanel_0ccd41f17bef2753b518ef4fec29aa24,
  "@/components/admin/rule-editor/subject-field#RuleSubjectField": RuleSubjectField_98315a161185fbdd164f7eafefcef60c,
  "@/components/admin/rule-editor/operator-field#RuleOperatorField": RuleOperatorField_d5dc9151535b03664668d09e50d13670,
  "@/components/admin/rule-editor/value-field#RuleValueField": RuleValueField_67806a9d5ec69a4288a1acc89aaa998f,
  "@/components/admin/rule-row-label#RuleRowLabel": RuleRowLabel_7a46faf26b2a1e10c5448c7d8e72380e,
  "@/components/admin/credit-data-reveal#CreditDataReveal": CreditDataReveal_6d1a16c7c12067f0ea070a5795cecedd,
  "@/components/admin/audit-export-button#AuditExportButton": AuditExportButton_2ad168f89b5a3e2fe4ef8d0c86b6fbb0,
  "@/components/admin/csv-import-progress#CsvImportProgress": CsvImportProgress_1f2b821fb4ae418e5d0385afa9544425,
  "@/components/admin/experiment-results#ExperimentResults": ExperimentResults_cec7fdcdb91394f3050064323b4c73b1,
  "@/components/admin/sample-lease-notice#SampleLeaseNotice": SampleLeaseNotice_6f1b4b52018ca78144b20a061ece318a,
  "@/components/admin/outbox-nav-link#OutboxNavLink": OutboxNavLink_37d668d681493dea777e1415bcf589b1,
  "@/components/admin/sms-outbox-nav-link#SmsOutboxNavLink": SmsOutboxNavLink_f5a9562dcb78bb6384205e6a404fed3b,
  "@/components/admin/offer-preview-nav-link#OfferPreviewNavLink": OfferPreviewNavLink_27dff05fdd1f8108ebdafbe1c3a7f2a3,
  "@/components/admin/forget-person-nav-link#ForgetPersonNavLink": ForgetPersonNavLink_b2e3d65a58ceca22d60a1541897acd01,
  "@/components/admin/site-speed/site-speed-nav-link#SiteSpeedNavLink": SiteSpeedNavLink_74df81e72e543137ee38d3e868b89665,
  "@/components/admin/dashboard/admin-dashboard#AdminDashboard": AdminDashboard_fbb37b634eb4798acebbf1274a3aad64,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/components/admin/outbox-view#OutboxView": OutboxView_ea7fbe6cda020841a4d8fd5a5b0781a7,
  "@/components/admin/sms-outbox-view#SmsOutboxView": SmsOutboxView_360ab5bc3cfc30e024acdf8a9e54fe39,
  "@/components/admin/offer-preview-view#OfferPreviewView": OfferPreviewView_5558331de92cc5603836ccd22ce7159d,
  "@/components/admin/second-factor/second-factor-view#SecondFactorView": SecondFactorView_b7d7b73f02ed807c34b76e2894d8cf6d,
  "@/components/admin/forget-person-view#ForgetPersonView": ForgetPersonView_8123b7f13fa61d2a02179f7fcc76a114,
  "@/components/admin/site-speed/site-speed-view#SiteSpeedView": SiteSpeedView_522e40a0078230bfdee0f2d677e48e4a,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
