import type { CollectionConfig } from 'payload'
import { Users } from './users'
import { Media } from './media'
import { Locations } from './locations'
import { Vehicles } from './vehicles'
import { BodyStyles } from './body-styles'
import { Reviews } from './reviews'
import { Faqs } from './faqs'
import { Articles } from './articles'
import { Staff } from './staff'
import { Promotions } from './promotions'
import { Leads } from './leads'
import { LeadMessages } from './lead-messages'
import { Resumes } from './resumes'
import { SearchPages } from './search-pages'
import { Redirects } from './redirects'
import { Pages } from './pages'
import { TradeInQuestions } from './trade-in-questions'
import { TradeInCategories } from './trade-in-categories'
import { MarketGuide } from './market-guide'
import { CreditApplications } from './credit-applications'
import { CreditDataReveals } from './credit-data-reveals'
import { CsvImports } from './csv-imports'
import { Popups } from './popups'
import { Experiments } from './experiments'
import { ExperimentExposures } from './experiment-exposures'
import { CacheInvalidations } from './cache-invalidations'
import { PopupStats } from './popup-stats'
import { PriceAlertSubscriptions } from './price-alert-subscriptions'
import { PriceAlertNotices } from './price-alert-notices'
import { SavedSearches } from './saved-searches'
import { SavedSearchAlerts } from './saved-search-alerts'
import { SavedSearchMatches } from './saved-search-matches'
import { SavedSearchArrivals } from './saved-search-arrivals'
import { SecondFactorPasses } from './second-factor-passes'
import { AuditEvents } from './audit-events'
import { WebVitals } from './web-vitals'
import { WebVitalsAlerts } from './web-vitals-alerts'
import { VehiclePriceChanges } from './vehicle-price-changes'

export const collections: CollectionConfig[] = [
  Vehicles,
  VehiclePriceChanges,
  BodyStyles,
  SearchPages,
  Redirects,
  Locations,
  Promotions,
  Pages,
  Articles,
  Reviews,
  Faqs,
  Staff,
  Media,
  Users,
  Leads,
  LeadMessages,
  PriceAlertSubscriptions,
  PriceAlertNotices,
  SavedSearches,
  SavedSearchAlerts,
  SavedSearchMatches,
  SavedSearchArrivals,
  Resumes,
  TradeInQuestions,
  TradeInCategories,
  MarketGuide,
  CreditApplications,
  CreditDataReveals,
  AuditEvents,
  CsvImports,
  Popups,
  Experiments,
  ExperimentExposures,
  CacheInvalidations,
  PopupStats,
  WebVitals,
  WebVitalsAlerts,
  SecondFactorPasses,
]
