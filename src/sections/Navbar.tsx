import { InlinedImage } from '../components/InlinedImage.tsx'
import type { SiteContent } from '../content/types.ts'
import type { LanguageLink } from '../pages/build.ts'
import { type CurrentLink, type MenuLink, NavMenu } from './NavMenu.tsx'
import type { SearchProps } from './SearchField.tsx'

interface NavbarProps {
  navbar: SiteContent['navbar']
  homeHref: string
  /**
   * The home page's address on other pages, so the links lead to its sections. Absent on the
   * home page itself.
   */
  homePage?: string
  /** This page in the site's other languages (none on a site in one language). */
  languages?: readonly LanguageLink[]
  /**
   * The links, where the page adds its own to the content's (the articles' index, by its path
   * from the language's home page): the content's navbar.links otherwise.
   */
  links?: readonly MenuLink[]
  /** The link to where the visitor is, marked for screen readers and in the bar. */
  current?: CurrentLink | undefined
  /** The site's search, in the navigation (none: no field). */
  search?: SearchProps | undefined
}

/** The header of every page: the logo and label, and the navigation (a menu on a phone). */
export function Navbar({
  navbar,
  homeHref,
  homePage = '',
  languages = [],
  links = navbar.links,
  current,
  search,
}: NavbarProps) {
  return (
    <header className="site-header">
      <nav className="navbar container" aria-label={navbar.navLabel}>
        <a className="brand" href={homeHref}>
          <InlinedImage image={navbar.logo} className="brand-logo" />
          <span className="brand-label">{navbar.label}</span>
        </a>
        <NavMenu
          buttonLabel={navbar.menuButtonLabel}
          links={links}
          linkBase={homePage}
          languages={languages}
          theme={navbar.theme}
          current={current}
          search={search}
        />
      </nav>
    </header>
  )
}
