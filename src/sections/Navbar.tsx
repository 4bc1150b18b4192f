import type { SiteContent } from '../content/types.ts'
import { Island } from '../islands/Island.tsx'
import type { LanguageLink } from '../pages/build.ts'
import { type MenuLink, NavLinks, NavMenu } from './NavMenu.tsx'

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
  /**
   * The links, where the page adds its own to the content's (the articles' index, by its path
   * from the language's home page): the content's navbar.links otherwise.
   */
  links?: readonly MenuLink[]
}

export function Navbar({
  navbar,
  homeHref,
  homePage,
  languages = [],
  links = navbar.links,
}: NavbarProps) {
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
              links,
              languages,
              theme: navbar.theme,
            }}
          />
        ) : (
          // A page without script (the 404 page) has no menu button: the links stay in the bar.
          <NavLinks links={links} linkBase={homePage} languages={languages} theme={navbar.theme} />
        )}
      </nav>
    </header>
  )
}
