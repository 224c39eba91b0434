import Link from 'next/link'
import { footerLineMenu, footerMenu } from '@/config/navigation'

export function SiteFooter({ siteName }: { siteName: string }) {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__menus">
        {footerMenu.map((item) => (
          <div key={item.name}>
            <h2 className="site-footer__heading"><Link href={item.href}>{item.name}</Link></h2>
            {item.children ? (
              <ul>
                {item.children.map((child) => (
                  <li key={child.name}><Link href={child.href}>{child.name}</Link></li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </nav>
      <nav aria-label="Legal" className="site-footer__line">
        <ul>
          {footerLineMenu.map((item) => (
            <li key={item.name}><Link href={item.href}>{item.name}</Link></li>
          ))}
        </ul>
        <p>© {new Date().getFullYear()} {siteName}</p>
      </nav>
    </footer>
  )
}
