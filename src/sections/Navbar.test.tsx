import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import { THEME_NAME, THEMES } from '../document/theme.ts'
import { Navbar } from './Navbar.tsx'

const { navbar } = site

describe('Navbar', () => {
  it('shows the logo and the label', () => {
    const { container } = render(<Navbar navbar={navbar} homeHref="#home" />)
    expect(screen.getByText(navbar.label)).toBeInTheDocument()
    const logo = container.querySelector('.brand-logo')
    // An SVG's own markup, written inline, or a picture at its size.
    if (logo?.tagName === 'IMG') expect(logo).toHaveAttribute('width', String(navbar.logo.width))
    else expect(logo?.querySelector(':scope > svg')).not.toBeNull()
    // Decorative without words of its own, as <img alt=""> is.
    if (!navbar.logo.alt) expect(screen.queryByRole('img')).toBeNull()
  })

  it('links every navigation entry to its anchor', () => {
    render(<Navbar navbar={navbar} homeHref="#home" />)
    const nav = screen.getByRole('navigation', { name: navbar.navLabel })
    expect(nav).toBeInTheDocument()
    for (const link of navbar.links)
      expect(screen.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href)
  })

  it('folds the links behind a menu button that needs no script, a popover, on every page', () => {
    for (const homePage of [undefined, '/']) {
      const { container, unmount } = render(
        <Navbar navbar={navbar} homeHref="/" {...(homePage === undefined ? {} : { homePage })} />,
      )
      // No island: the page's own HTML opens and closes it.
      expect(container.querySelector('[data-island]')).toBeNull()
      const button = screen.getByRole('button', { name: navbar.menuButtonLabel })
      const list = container.querySelector('.nav-links')
      expect(list).toHaveAttribute('popover', 'auto')
      expect(button).toHaveAttribute('popovertarget', list?.id)
      expect(screen.getByRole('link', { name: navbar.links[0]?.label ?? '' })).toHaveAttribute(
        'href',
        `${homePage ?? ''}${navbar.links[0]?.href}`,
      )
      unmount()
    }
  })

  it('marks the link to where the visitor is, and no other', () => {
    const [first, second] = navbar.links
    for (const current of ['page', 'true'] as const) {
      const { unmount } = render(
        <Navbar navbar={navbar} homeHref="/" current={{ href: second?.href ?? '', current }} />,
      )
      expect(screen.getByRole('link', { name: second?.label ?? '' })).toHaveAttribute(
        'aria-current',
        current,
      )
      expect(screen.getByRole('link', { name: first?.label ?? '' })).not.toHaveAttribute(
        'aria-current',
      )
      unmount()
    }
  })
})

describe('the colour theme control', () => {
  const themeControl = () => screen.getByRole('combobox', { name: navbar.theme.label })

  it('ends the links, in the bar and in the phone menu, named in the page’s language', () => {
    for (const homePage of [undefined, '/']) {
      const { unmount } = render(
        <Navbar navbar={navbar} homeHref="/" {...(homePage === undefined ? {} : { homePage })} />,
      )
      const control = themeControl()
      expect(control).toHaveAttribute('name', THEME_NAME)
      expect(control.closest('li')).toBe(
        screen.getByRole('navigation').querySelector('.nav-links > li:last-child'),
      )
      expect(
        [...(control as HTMLSelectElement).options].map((option) => [option.value, option.text]),
      ).toEqual(THEMES.map((theme) => [theme, navbar.theme[theme]]))
      // The system's setting is the default.
      expect(control).toHaveValue(THEMES[0])
      unmount()
    }
  })
})
