import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import { THEME_NAME, THEMES } from '../document/theme.ts'
import { Navbar } from './Navbar.tsx'
import { NavMenu } from './NavMenu.tsx'

const { navbar } = site

describe('Navbar', () => {
  it('shows the logo at its size and the label', () => {
    const { container } = render(<Navbar navbar={navbar} homeHref="#home" />)
    expect(screen.getByText(navbar.label)).toBeInTheDocument()
    expect(container.querySelector('img.brand-logo')).toHaveAttribute(
      'width',
      String(navbar.logo.width),
    )
  })

  it('links every navigation entry to its anchor', () => {
    render(<Navbar navbar={navbar} homeHref="#home" />)
    const nav = screen.getByRole('navigation', { name: navbar.navLabel })
    expect(nav).toBeInTheDocument()
    for (const link of navbar.links)
      expect(screen.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href)
  })

  it('folds the links behind the phone menu, an island, on the home page only', () => {
    const home = render(<Navbar navbar={navbar} homeHref="#home" />)
    expect(home.container.querySelector('[data-island="menu"] .menu-button')).toBeInTheDocument()
    home.unmount()
    const other = render(<Navbar navbar={navbar} homeHref="/" homePage="/" />)
    expect(other.container.querySelector('[data-island]')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('link', { name: navbar.links[0]?.label ?? '' })).toHaveAttribute(
      'href',
      `/${navbar.links[0]?.href}`,
    )
  })
})

describe('NavMenu', () => {
  const renderMenu = () =>
    render(
      <NavMenu buttonLabel={navbar.menuButtonLabel} links={navbar.links} theme={navbar.theme} />,
    )

  it('opens with its button, and closes with Escape, focus back on the button', async () => {
    const user = userEvent.setup()
    renderMenu()
    const button = screen.getByRole('button', { name: navbar.menuButtonLabel })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.tab()
    expect(screen.getByRole('link', { name: navbar.links[0]?.label ?? '' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('closes when a link is chosen', async () => {
    const user = userEvent.setup()
    renderMenu()
    const button = screen.getByRole('button', { name: navbar.menuButtonLabel })
    await user.click(button)
    await user.click(screen.getByRole('link', { name: navbar.links.at(-1)?.label ?? '' }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
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

  it('keeps the choice the page shows in it when the menu around it renders again', async () => {
    const user = userEvent.setup()
    render(
      <NavMenu buttonLabel={navbar.menuButtonLabel} links={navbar.links} theme={navbar.theme} />,
    )
    const dark = THEMES.at(-1) ?? ''
    ;(themeControl() as HTMLSelectElement).value = dark
    await user.click(screen.getByRole('button', { name: navbar.menuButtonLabel }))
    expect(themeControl()).toHaveValue(dark)
  })
})
