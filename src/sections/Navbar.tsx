import type { SiteContent } from '../content/types.ts'
import { Island } from '../islands/Island.tsx'
import type { LanguageLink } from '../pages/build.ts'
import { NavLinks, NavMenu } from './NavMenu.tsx'

interface NavbarProps {
  navbar: SiteContent['navbar']
  homeHref: string
  /**
   * The home page's address on other pages (the 404 page), so the links lead to its sections.
   * Absent on the home page itself, where the links fold into the phone menu (an island).
   */
  homePage?: string
  /** This page in the site's other languages (none on a site in one language). */
  languages?: readonly LanguageLink[]
}

export function Navbar({ navbar, homeHref, homePage, languages = [] }: NavbarProps) {
  return (
    <header className="site-header">
      <nav className="navbar container" aria-label={navbar.navLabel}>
        <a className="brand" href={homeHref}>
          <img
            className="brand-logo"
            src={navbar.logo.src}
            alt={navbar.logo.alt}
            width={navbar.logo.width}
            height={navbar.logo.height}
          />
          <span className="brand-label">{navbar.label}</span>
        </a>
        {homePage === undefined ? (
          <Island
            name="menu"
            when="intent"
            component={NavMenu}
            props={{
              buttonLabel: navbar.menuButtonLabel,
              links: navbar.links,
              languages,
              theme: navbar.theme,
            }}
          />
        ) : (
          // A page without script (the 404 page) has no menu button: the links stay in the bar.
          <NavLinks
            links={navbar.links}
            linkBase={homePage}
            languages={languages}
            theme={navbar.theme}
          />
        )}
      </nav>
    </header>
  )
}
