import { type KeyboardEvent, useRef, useState } from 'react'
import { Icon } from '../components/Icon.tsx'
import type { SiteContent } from '../content/types.ts'

interface NavbarProps {
  navbar: SiteContent['navbar']
  homeHref: `#${string}` | '/'
  /** '/' on pages other than the home page, so the links lead to the home page's sections. */
  linkBase?: '' | '/'
  /**
   * On phones, fold the links behind a menu button (it needs the app's script). A page without
   * the script (the 404 page) keeps them in the bar instead.
   */
  collapsible?: boolean
}

export function Navbar({ navbar, homeHref, linkBase = '', collapsible = true }: NavbarProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const linksId = 'nav-links'

  const closeMenu = () => setMenuOpen(false)
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false)
      menuButton.current?.focus()
    }
  }

  return (
    <header className="site-header">
      <nav className="navbar container" aria-label={navbar.navLabel} onKeyDown={closeOnEscape}>
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
        {collapsible && (
          <button
            ref={menuButton}
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls={linksId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
            <span className="sr-only">{navbar.menuButtonLabel}</span>
          </button>
        )}
        <ul id={linksId} className="nav-links" data-open={menuOpen}>
          {navbar.links.map((link) => (
            <li key={link.href}>
              <a className="nav-link" href={`${linkBase}${link.href}`} onClick={closeMenu}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
