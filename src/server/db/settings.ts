import { sql, type SQL } from 'drizzle-orm'

/** The settings globals' tables (email_routing, dealership_settings, site_settings) read in raw SQL. */

/**
 * The newest version ids of Email routing and Dealership settings: one small query per delivery
 * tells whether the settings kept in the process are still current (decision 0101: the two globals
 * through the Local API were about half a delivery's CPU). Every save through Payload adds a version
 * row with a higher id; the Local API's findGlobalVersions would read whole versions to get one id.
 */
export function settingsVersionsSql(): SQL {
  return sql`SELECT (SELECT max(id) FROM _email_routing_v) AS routing, (SELECT max(id) FROM _dealership_settings_v) AS company`
}

/**
 * Which trackers Site settings configure, for the Content-Security-Policy of every page
 * (src/services/security/tracker-flags.ts). Read by the proxy, which must not load Payload's config
 * (it would compile the whole CMS into the proxy): one statement on Payload's pool instead.
 * chat_hosts: Site settings "Chat hosts" (a hasMany text field, stored in site_settings_texts).
 */
export function trackerSettingsSql(): SQL {
  return sql`select gtm_id, ga4_id, meta_pixel_id, chat_script_url,
        (select array_agg(t.text order by t."order") from site_settings_texts t where t.parent_id = s.id and t.path = 'chatHosts') as chat_hosts
       from site_settings s limit 1`
}
