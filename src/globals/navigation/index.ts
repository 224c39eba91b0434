import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { canEditContent } from '@/access/can-edit-content'
import { revalidateGlobalAfterChange } from '@/collections/hooks/revalidate-tags'
import { menuField } from './menu-fields'

/**
 * Header, footer and line menus (site.md section 2 "Header menu ... Footer"). Seeded from
 * src/config/navigation.ts, which stays the fallback while the global is empty.
 */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'Navigation',
  admin: {
    group: 'Content',
    description: 'Menus in the site header and footer. Changes show on the site within seconds.',
  },
  access: { read: anyone, update: canEditContent },
  versions: { max: 20 },
  hooks: { afterChange: [revalidateGlobalAfterChange('navigation')] },
  fields: [
    menuField(
      'header',
      'Header menu',
      'Top menu: Financing, Shop Used Cars (with its drop-down), Sell/Trade, Under $20K.',
    ),
    menuField(
      'footer',
      'Footer menus',
      'Footer columns: each item is a column heading, its sub-items the links below it.',
    ),
    menuField(
      'line',
      'Footer line menu',
      'The small links at the very bottom: Contact Us, Privacy Policy, Cookie Policy.',
      false,
    ),
  ],
}
