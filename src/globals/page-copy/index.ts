import { AutoFinancingCopyGlobal } from './auto-financing'
import { BhphCopyGlobal } from './better-than-bhph'
import {
  ApplyCopyGlobal,
  BadCreditCopyGlobal,
  CreditApplicationCopyGlobal,
  PreApprovalCopyGlobal,
} from './financing-pages'
import { SellTradeCopyGlobal } from './sell-trade'
import { CareersCopyGlobal, ContactCopyGlobal, ReferralsCopyGlobal } from './intro-pages'
import { HelpCenterCopyGlobal } from './help-center'

/** The page-copy globals (issue 20), in the admin's order. */
export const PAGE_COPY_GLOBALS = [
  AutoFinancingCopyGlobal,
  ApplyCopyGlobal,
  PreApprovalCopyGlobal,
  CreditApplicationCopyGlobal,
  BadCreditCopyGlobal,
  BhphCopyGlobal,
  SellTradeCopyGlobal,
  CareersCopyGlobal,
  ReferralsCopyGlobal,
  ContactCopyGlobal,
  HelpCenterCopyGlobal,
]
