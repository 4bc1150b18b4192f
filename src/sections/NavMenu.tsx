import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Icon } from '../components/Icon.tsx'
import type { NavLink, SiteContent } from '../content/types.ts'
import { TOGGLES } from '../islands/markup.ts'
import type { LanguageLink } from '../pages/build.ts'
import { ThemeSwitch } from './ThemeSwitch.tsx'

export const NAV_LINKS_ID = 'nav-links'
const MENU_BUTTON_ID = 'menu-button'

/**
 * A link of the navigation: to a section of the home page (`#projects`, from the content), or to
 * a page of its own, by its path from the language's home page (`insights/`).
 */
export type MenuLink = Pick<NavLink, 'label'> & { href: string }

interface NavLinksProps {
  links: readonly MenuLink[]
  /** Where the links' anchors are: '' on the home page itself, its address elsewhere. */
  linkBase: string
  /** This page in the site's other languages, each named in itself. */
  languages?: readonly LanguageLink[]
  /** The colour theme control's words: it ends the list, in the bar and in the phone menu. */
  theme: SiteContent['navbar']['theme']
  onChoose?: () => void
}

export function NavLinks({ links, linkBase, languages = [], theme, onChoose }: NavLinksProps) {
  return (
    <ul id={NAV_LINKS_ID} className="nav-links">
      {links.map((link) => (
        <li key={link.href}>
          <a className="nav-link" href={`${linkBase}${link.href}`} onClick={onChoose}>
            {link.label}
          </a>
        </li>
      ))}
      {/* Plain links: they work without a script, lead to the same page in that language, and
          say which language they lead to in it (no flags: a flag is a country). */}
      {languages.map((language) => (
        <li key={language.lang} className="nav-language">
          <a
            className="nav-link"
            href={language.href}
            hrefLang={language.lang}
            lang={language.lang}
            onClick={onChoose}
          >
            {language.name}
          </a>
        </li>
      ))}
      <li className="nav-theme">
        <ThemeSwitch labels={theme} />
      </li>
    </ul>
  )
}

export interface NavMenuProps {
  buttonLabel: string
  links: readonly MenuLink[]
  languages?: readonly LanguageLink[]
  theme: SiteContent['navbar']['theme']
}

/**
 * On phones the links fold behind a menu button (an island: src/islands/menu.tsx). Without the
 * script the links stay in the bar (global.css); with it, the button (home.css: only the home
 * page has one) opens and closes them, says so (aria-expanded: the stylesheet shows the links by
 * it), and Escape closes them with focus back on the button. A tap before the island is ready
 * opens the menu at once, and Escape closes it (the page's boot script toggles aria-expanded,
 * data-toggles); the island takes that state over.
 */
export function NavMenu({ buttonLabel, links, languages = [], theme }: NavMenuProps) {
  const button = useRef<HTMLButtonElement>(null)
  // Where the boot script opened the menu before hydration; closed in the built HTML.
  const [open, setOpen] = useState(
    () =>
      typeof document !== 'undefined' &&
      document.getElementById(MENU_BUTTON_ID)?.getAttribute('aria-expanded') === 'true',
  )

  // A tap the boot script took between this render and its commit is not lost either.
  useLayoutEffect(() => {
    const expanded = button.current?.getAttribute('aria-expanded') === 'true'
    setOpen((isOpen) => (isOpen === expanded ? isOpen : expanded))
  }, [])

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open])

  return (
    <>
      <button
        ref={button}
        id={MENU_BUTTON_ID}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={NAV_LINKS_ID}
        {...{ [TOGGLES]: '' }}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {/* Both: the stylesheet shows one by aria-expanded, which the boot script may set first. */}
        <Icon name="menu" className="when-closed" />
        <Icon name="close" className="when-open" />
        <span className="sr-only">{buttonLabel}</span>
      </button>
      <NavLinks
        links={links}
        linkBase=""
        languages={languages}
        theme={theme}
        onChoose={() => setOpen(false)}
      />
    </>
  )
}
