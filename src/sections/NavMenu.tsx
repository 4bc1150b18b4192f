import { Icon } from '../components/Icon.tsx'
import type { NavLink, SiteContent } from '../content/types.ts'
import type { LanguageLink } from '../pages/build.ts'
import { SearchField, type SearchProps, SITE_SEARCH_ID } from './SearchField.tsx'
import { ThemeSwitch } from './ThemeSwitch.tsx'

export const NAV_LINKS_ID = 'nav-links'

/**
 * A link of the navigation: to a section of the home page (`#projects`, from the content), or to
 * a page of its own, by its path from the language's home page (`insights/`).
 */
export type MenuLink = Pick<NavLink, 'label'> & { href: string }

/**
 * Which link of the navigation leads to where the visitor is: `page` for the page itself (the
 * home page's first link, the articles' index), `true` for the section a page belongs to (an
 * article, a tag's page: the articles; a case study: the projects).
 */
export interface CurrentLink {
  href: string
  current: 'page' | 'true'
}

interface NavMenuProps {
  buttonLabel: string
  links: readonly MenuLink[]
  /** Where the links' anchors are: '' on the home page itself, its address elsewhere. */
  linkBase: string
  /** This page in the site's other languages, each named in itself. */
  languages?: readonly LanguageLink[]
  /** The colour theme control's words: it ends the list, in the bar and in the phone menu. */
  theme: SiteContent['navbar']['theme']
  current?: CurrentLink | undefined
  /** The site's search, after the links (none: a site with only its home page). */
  search?: SearchProps | undefined
}

/**
 * The navigation, the same on every page. On a phone its links fold behind a menu button that
 * needs no script: the list is a popover (`popover`, opened by `popovertarget`), which the
 * browser opens by tap, click or keyboard, and closes on Escape or a tap outside, focus back on
 * the button. On a wider screen the stylesheet lays the same list out in the bar (global.css).
 */
export function NavMenu({
  buttonLabel,
  links,
  linkBase,
  languages = [],
  theme,
  current,
  search,
}: NavMenuProps) {
  return (
    <>
      <button
        type="button"
        className="menu-button"
        popoverTarget={NAV_LINKS_ID}
        aria-controls={NAV_LINKS_ID}
      >
        {/* Both: the stylesheet shows one by whether the list is open. */}
        <Icon name="menu" className="when-closed" />
        <Icon name="close" className="when-open" />
        <span className="sr-only">{buttonLabel}</span>
      </button>
      <ul id={NAV_LINKS_ID} className="nav-links" popover="auto">
        {links.map((link) => (
          <li key={link.href}>
            <a
              className="nav-link"
              href={`${linkBase}${link.href}`}
              aria-current={current?.href === link.href ? current.current : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
        {search && (
          <li className="nav-search">
            <SearchField id={SITE_SEARCH_ID} search={search} />
          </li>
        )}
        {/* Plain links: they work without a script, lead to the same page in that language, and
            say which language they lead to in it (no flags: a flag is a country). */}
        {languages.map((language) => (
          <li key={language.lang} className="nav-language">
            <a
              className="nav-link"
              href={language.href}
              hrefLang={language.lang}
              lang={language.lang}
            >
              {language.name}
            </a>
          </li>
        ))}
        <li className="nav-theme">
          <ThemeSwitch labels={theme} />
        </li>
      </ul>
    </>
  )
}
