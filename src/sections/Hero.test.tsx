import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import { Hero } from './Hero.tsx'

const renderHero = () =>
  render(
    <Hero id="home" name={site.owner.name} hero={site.hero} newTabNotice={site.newTabNotice} />,
  )

describe('Hero', () => {
  it("shows the owner's name as the heading, with subtitle and description", () => {
    renderHero()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(site.owner.name)
    expect(screen.getByText(site.hero.subtitle)).toBeInTheDocument()
    expect(screen.getByText(site.hero.description)).toBeInTheDocument()
  })

  it('links its two actions to their sections', () => {
    renderHero()
    for (const action of [site.hero.primaryAction, site.hero.secondaryAction])
      expect(screen.getByRole('link', { name: action.label })).toHaveAttribute('href', action.href)
  })

  it('claims the years of experience in a code-styled snippet that screen readers skip', () => {
    const { container } = renderHero()
    const code = container.querySelector('pre code')
    expect(code).toHaveTextContent(`experience: '${site.hero.profile.experience}'`)
    expect(site.hero.profile.experience).toContain(`${site.owner.yearsOfExperience}+`)
    expect(container.querySelector('pre')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText(site.hero.profileSummary)).toHaveClass('sr-only')
  })

  it('makes the same experience claim, from the one number, wherever the page makes one', () => {
    const years = `${site.owner.yearsOfExperience}+`
    for (const text of [
      site.hero.profile.experience,
      site.hero.profileSummary,
      site.meta.description,
    ])
      expect(text).toContain(years)
  })

  it('shows the floating tagline card', () => {
    renderHero()
    expect(screen.getByText(site.hero.tagline)).toHaveClass('tagline-card')
  })

  it('opens every named profile link in a new tab with rel="noopener noreferrer"', () => {
    renderHero()
    const links = screen.getAllByRole('link', {
      name: (name) => name.endsWith(` ${site.newTabNotice}`),
    })
    expect(links).toHaveLength(site.hero.profileLinks.length)
    for (const [index, profile] of site.hero.profileLinks.entries()) {
      expect(links[index]).toHaveAttribute('href', profile.href)
      expect(links[index]).toHaveAttribute('target', '_blank')
      expect(links[index]).toHaveAttribute('rel', 'noopener noreferrer')
      expect(links[index]).toHaveAccessibleName(`${profile.label} ${site.newTabNotice}`)
    }
  })
})
