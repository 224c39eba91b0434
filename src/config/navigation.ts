import { routes } from './routes'

/**
 * Default menus (site.md section 2, "Header menu" and "Footer"). The navigation global of the
 * content issue starts from these; until then they are the menus.
 */
export type MenuItem = { name: string; href: string; description?: string; children?: MenuItem[] }

export const headerMenu: MenuItem[] = [
  { name: 'Financing', href: routes.financing },
  {
    name: 'Shop Used Cars',
    href: routes.inventory,
    children: [
      { name: 'All used cars', href: routes.inventory },
      { name: 'Under $20K', href: routes.under20k },
      { name: 'Sedans', href: routes.bodystyle('sedans') },
      { name: 'Trucks', href: routes.bodystyle('trucks') },
      { name: 'SUVs', href: routes.bodystyle('suvs') },
      { name: 'Minivans', href: routes.bodystyle('minivans') },
    ],
  },
  { name: 'Sell/Trade', href: routes.sellTrade },
  { name: 'Under $20K', href: routes.under20k },
]

export const footerMenu: MenuItem[] = [
  { name: 'Get Financing', href: routes.financing },
  {
    name: 'Dealership',
    href: routes.company,
    children: [
      { name: 'Our company', href: routes.company },
      { name: 'Meet our team', href: routes.team },
      { name: 'Car research', href: routes.carResearch },
      { name: 'Careers', href: routes.careers },
    ],
  },
  { name: 'Sell or Trade', href: routes.sellTrade },
]

export const footerLineMenu: MenuItem[] = [
  { name: 'Contact Us', href: routes.contact },
  { name: 'Privacy Policy', href: routes.privacyPolicy },
  { name: 'Cookie Policy', href: routes.cookiePolicy },
]
