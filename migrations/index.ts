import * as migration_20261122_085649_initial from './20261122_085649_initial';
import * as migration_20261122_092333_inventory_search from './20261122_092333_inventory_search';
import * as migration_20261122_092527_leads from './20261122_092527_leads';
import * as migration_20261122_092745_content_seo from './20261122_092745_content_seo';
import * as migration_20261122_093809_trade_in_settings from './20261122_093809_trade_in_settings';
import * as migration_20261122_094137_market_guide from './20261122_094137_market_guide';
import * as migration_20261122_101045_financing from './20261122_101045_financing';
import * as migration_20261122_102039_consent_settings from './20261122_102039_consent_settings';
import * as migration_20261122_115335_csv_imports from './20261122_115335_csv_imports';
import * as migration_20261122_122521_popups from './20261122_122521_popups';
import * as migration_20261122_124400_experiments_chat from './20261122_124400_experiments_chat';
import * as migration_20261122_145033_storage_fields from './20261122_145033_storage_fields';
import * as migration_20261124_091123_journeys_attribution_exposures from './20261124_091123_journeys_attribution_exposures';
import * as migration_20261124_095737_lead_client_address from './20261124_095737_lead_client_address';
import * as migration_20261124_122815_cache_invalidations from './20261124_122815_cache_invalidations';
import * as migration_20261124_165559_cold_path_indexes from './20261124_165559_cold_path_indexes';
import * as migration_20261124_191306_dashboard_popup_stats_store_inbox from './20261124_191306_dashboard_popup_stats_store_inbox';
import * as migration_20261124_194629_page_copy from './20261124_194629_page_copy';
import * as migration_20261124_214946_location_text_phone from './20261124_214946_location_text_phone';
import * as migration_20261125_005741_price_alerts from './20261125_005741_price_alerts';
import * as migration_20261125_014105_feature_bits from './20261125_014105_feature_bits';
import * as migration_20261127_193005_unlock_popup_closes from './20261127_193005_unlock_popup_closes';
import * as migration_20261127_224359_store_time_zones from './20261127_224359_store_time_zones';
import * as migration_20261128_152331_safeguards from './20261128_152331_safeguards';
import * as migration_20261128_174743_issue34_review from './20261128_174743_issue34_review';
import * as migration_20261128_212247_lead_messages_cascade from './20261128_212247_lead_messages_cascade';
import * as migration_20261128_212331_offers_expire from './20261128_212331_offers_expire';
import * as migration_20261128_233500_vocabulary_trim_index from './20261128_233500_vocabulary_trim_index';
import * as migration_20261128_234923_price_history from './20261128_234923_price_history';
import * as migration_20261129_011904_fee_in_effect from './20261129_011904_fee_in_effect';
import * as migration_20261129_011947_vehicle_color from './20261129_011947_vehicle_color';
import * as migration_20261129_012723_site_speed from './20261129_012723_site_speed';
import * as migration_20261129_054649_ads_cookie_names from './20261129_054649_ads_cookie_names';
import * as migration_20261129_062153_no_credit_export from './20261129_062153_no_credit_export';
import * as migration_20261129_090438_saved_searches from './20261129_090438_saved_searches';
import * as migration_20261129_120209_registration_fee from './20261129_120209_registration_fee';
import * as migration_20261129_181103_lead_language from './20261129_181103_lead_language';

export const migrations = [
  {
    up: migration_20261122_085649_initial.up,
    down: migration_20261122_085649_initial.down,
    name: '20261122_085649_initial',
  },
  {
    up: migration_20261122_092333_inventory_search.up,
    down: migration_20261122_092333_inventory_search.down,
    name: '20261122_092333_inventory_search',
  },
  {
    up: migration_20261122_092527_leads.up,
    down: migration_20261122_092527_leads.down,
    name: '20261122_092527_leads',
  },
  {
    up: migration_20261122_092745_content_seo.up,
    down: migration_20261122_092745_content_seo.down,
    name: '20261122_092745_content_seo',
  },
  {
    up: migration_20261122_093809_trade_in_settings.up,
    down: migration_20261122_093809_trade_in_settings.down,
    name: '20261122_093809_trade_in_settings',
  },
  {
    up: migration_20261122_094137_market_guide.up,
    down: migration_20261122_094137_market_guide.down,
    name: '20261122_094137_market_guide',
  },
  {
    up: migration_20261122_101045_financing.up,
    down: migration_20261122_101045_financing.down,
    name: '20261122_101045_financing',
  },
  {
    up: migration_20261122_102039_consent_settings.up,
    down: migration_20261122_102039_consent_settings.down,
    name: '20261122_102039_consent_settings',
  },
  {
    up: migration_20261122_115335_csv_imports.up,
    down: migration_20261122_115335_csv_imports.down,
    name: '20261122_115335_csv_imports',
  },
  {
    up: migration_20261122_122521_popups.up,
    down: migration_20261122_122521_popups.down,
    name: '20261122_122521_popups',
  },
  {
    up: migration_20261122_124400_experiments_chat.up,
    down: migration_20261122_124400_experiments_chat.down,
    name: '20261122_124400_experiments_chat',
  },
  {
    up: migration_20261122_145033_storage_fields.up,
    down: migration_20261122_145033_storage_fields.down,
    name: '20261122_145033_storage_fields',
  },
  {
    up: migration_20261124_091123_journeys_attribution_exposures.up,
    down: migration_20261124_091123_journeys_attribution_exposures.down,
    name: '20261124_091123_journeys_attribution_exposures',
  },
  {
    up: migration_20261124_095737_lead_client_address.up,
    down: migration_20261124_095737_lead_client_address.down,
    name: '20261124_095737_lead_client_address',
  },
  {
    up: migration_20261124_122815_cache_invalidations.up,
    down: migration_20261124_122815_cache_invalidations.down,
    name: '20261124_122815_cache_invalidations',
  },
  {
    up: migration_20261124_165559_cold_path_indexes.up,
    down: migration_20261124_165559_cold_path_indexes.down,
    name: '20261124_165559_cold_path_indexes',
  },
  {
    up: migration_20261124_191306_dashboard_popup_stats_store_inbox.up,
    down: migration_20261124_191306_dashboard_popup_stats_store_inbox.down,
    name: '20261124_191306_dashboard_popup_stats_store_inbox',
  },
  {
    up: migration_20261124_194629_page_copy.up,
    down: migration_20261124_194629_page_copy.down,
    name: '20261124_194629_page_copy',
  },
  {
    up: migration_20261124_214946_location_text_phone.up,
    down: migration_20261124_214946_location_text_phone.down,
    name: '20261124_214946_location_text_phone',
  },
  {
    up: migration_20261125_005741_price_alerts.up,
    down: migration_20261125_005741_price_alerts.down,
    name: '20261125_005741_price_alerts',
  },
  {
    up: migration_20261125_014105_feature_bits.up,
    down: migration_20261125_014105_feature_bits.down,
    name: '20261125_014105_feature_bits',
  },
  {
    up: migration_20261127_193005_unlock_popup_closes.up,
    down: migration_20261127_193005_unlock_popup_closes.down,
    name: '20261127_193005_unlock_popup_closes',
  },
  {
    up: migration_20261127_224359_store_time_zones.up,
    down: migration_20261127_224359_store_time_zones.down,
    name: '20261127_224359_store_time_zones',
  },
  {
    up: migration_20261128_152331_safeguards.up,
    down: migration_20261128_152331_safeguards.down,
    name: '20261128_152331_safeguards',
  },
  {
    up: migration_20261128_174743_issue34_review.up,
    down: migration_20261128_174743_issue34_review.down,
    name: '20261128_174743_issue34_review',
  },
  {
    up: migration_20261128_212247_lead_messages_cascade.up,
    down: migration_20261128_212247_lead_messages_cascade.down,
    name: '20261128_212247_lead_messages_cascade',
  },
  {
    up: migration_20261128_212331_offers_expire.up,
    down: migration_20261128_212331_offers_expire.down,
    name: '20261128_212331_offers_expire',
  },
  {
    up: migration_20261128_233500_vocabulary_trim_index.up,
    down: migration_20261128_233500_vocabulary_trim_index.down,
    name: '20261128_233500_vocabulary_trim_index',
  },
  {
    up: migration_20261128_234923_price_history.up,
    down: migration_20261128_234923_price_history.down,
    name: '20261128_234923_price_history',
  },
  {
    up: migration_20261129_011904_fee_in_effect.up,
    down: migration_20261129_011904_fee_in_effect.down,
    name: '20261129_011904_fee_in_effect',
  },
  {
    up: migration_20261129_011947_vehicle_color.up,
    down: migration_20261129_011947_vehicle_color.down,
    name: '20261129_011947_vehicle_color',
  },
  {
    up: migration_20261129_012723_site_speed.up,
    down: migration_20261129_012723_site_speed.down,
    name: '20261129_012723_site_speed',
  },
  {
    up: migration_20261129_054649_ads_cookie_names.up,
    down: migration_20261129_054649_ads_cookie_names.down,
    name: '20261129_054649_ads_cookie_names',
  },
  {
    up: migration_20261129_062153_no_credit_export.up,
    down: migration_20261129_062153_no_credit_export.down,
    name: '20261129_062153_no_credit_export',
  },
  {
    up: migration_20261129_090438_saved_searches.up,
    down: migration_20261129_090438_saved_searches.down,
    name: '20261129_090438_saved_searches',
  },
  {
    up: migration_20261129_120209_registration_fee.up,
    down: migration_20261129_120209_registration_fee.down,
    name: '20261129_120209_registration_fee',
  },
  {
    up: migration_20261129_181103_lead_language.up,
    down: migration_20261129_181103_lead_language.down,
    name: '20261129_181103_lead_language'
  },
];
