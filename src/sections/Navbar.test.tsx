import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import { Navbar } from './Navbar.tsx'

const renderNavbar = () => render(<Navbar navbar={site.navbar} homeHref="#home" />)

describe('Navbar', () => {
  it('shows the logo and the label "My Profile"', () => {
    const { container } = renderNavbar()
    expect(screen.getByText('My Profile')).toBeInTheDocument()
    expect(container.querySelector('img.brand-logo')).toHaveAttribute('width', '40')
  })

  it('links Home, My Work and Contact to their anchors', () => {
    renderNavbar()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(nav).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#home')
    expect(screen.getByRole('link', { name: 'My Work' })).toHaveAttribute('href', '#projects')
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '#contact')
  })

  it('opens the menu with its button, and closes it with Escape, focus back on the button', async () => {
    const user = userEvent.setup()
    renderNavbar()
    const button = screen.getByRole('button', { name: 'Menu' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.tab()
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('closes the menu when a link is chosen', async () => {
    const user = userEvent.setup()
    renderNavbar()
    const button = screen.getByRole('button', { name: 'Menu' })
    await user.click(button)
    await user.click(screen.getByRole('link', { name: 'My Work' }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})
