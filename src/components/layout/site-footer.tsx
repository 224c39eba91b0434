import Link from 'next/link'
import type { MenuItem } from '@/config/navigation'

/** Footer menus and the line menu from the navigation global (site.md section 2, "Footer"). */
export function SiteFooter({ siteName, menu, lineMenu }: { siteName: string; menu: MenuItem[]; lineMenu: MenuItem[] }) {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__menus">
        {menu.map((item) => (
          <div key={item.name}>
            <h2 className="site-footer__heading">
              <Link href={item.href}>{item.name}</Link>
            </h2>
            {item.children ? (
              <ul>
                {item.children.map((child) => (
                  <li key={child.name}>
                    <Link href={child.href}>{child.name}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </nav>
      <nav aria-label="Legal" className="site-footer__line">
        <ul>
          {lineMenu.map((item) => (
            <li key={item.name}>
              <Link href={item.href}>{item.name}</Link>
            </li>
          ))}
          {/* Reopens the cookie banner and preferences (visitor-layer.md section 2; src/components/consent). */}
          <li>
            <a href="#cookie-settings">Cookie settings</a>
          </li>
        </ul>
        <p>
          © {new Date().getFullYear()} {siteName}
        </p>
      </nav>
    </footer>
  )
}
