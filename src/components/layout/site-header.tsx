import Link from 'next/link'
import { headerMenu } from '@/config/navigation'
import { routes } from '@/config/routes'

/** Header with the spec's menu and the keyword search (site.md section 2, "Header menu"). */
export function SiteHeader({ siteName, phone }: { siteName: string; phone: string | null }) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">Skip to content</a>
      <div className="site-header__inner">
        <Link href="/" className="site-header__brand">{siteName}</Link>
        <nav aria-label="Main" className="site-nav">
          <ul>
            {headerMenu.map((item) => (
              <li key={item.name} className={item.children ? 'site-nav__has-children' : undefined}>
                {item.children ? (
                  <details>
                    <summary>{item.name}</summary>
                    <ul>
                      {item.children.map((child) => (
                        <li key={child.name}><Link href={child.href}>{child.name}</Link></li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  <Link href={item.href}>{item.name}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <form role="search" action={routes.inventory} className="site-search">
          <label htmlFor="site-search-q" className="visually-hidden">Search inventory</label>
          <input id="site-search-q" name="q" type="search" placeholder="Search by keyword" autoComplete="off" />
        </form>
        {phone ? <a className="site-header__phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : null}
      </div>
    </header>
  )
}
