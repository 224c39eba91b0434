import type { GlobalConfig } from 'payload'
import { DealershipSettings } from './dealership-settings'
import { SiteSettings } from './site-settings'
import { EmailRouting } from './email-routing'
import { Navigation } from './navigation'
import { PageMetadata } from './page-metadata'
import { OfferSettingsGlobal } from './offer-settings'
import { FinanceSettingsGlobal } from './finance-settings'
import { ConsentSettings } from './consent-settings'
import { SignInSecurity } from './sign-in-security'
import { DataRetention } from './data-retention'
import { PAGE_COPY_GLOBALS } from './page-copy'

export const globals: GlobalConfig[] = [
  DealershipSettings,
  SiteSettings,
  EmailRouting,
  Navigation,
  PageMetadata,
  OfferSettingsGlobal,
  FinanceSettingsGlobal,
  ConsentSettings,
  SignInSecurity,
  DataRetention,
  ...PAGE_COPY_GLOBALS,
]
