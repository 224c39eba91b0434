import { AutoFinancingCopyGlobal } from './auto-financing'
import { BhphCopyGlobal } from './better-than-bhph'
import { SellTradeCopyGlobal } from './sell-trade'
import { CareersCopyGlobal, ContactCopyGlobal, ReferralsCopyGlobal } from './intro-pages'
import { HelpCenterCopyGlobal } from './help-center'

/** The page-copy globals (issue 20), in the admin's order. */
export const PAGE_COPY_GLOBALS = [AutoFinancingCopyGlobal, BhphCopyGlobal, SellTradeCopyGlobal, CareersCopyGlobal, ReferralsCopyGlobal, ContactCopyGlobal, HelpCenterCopyGlobal]
