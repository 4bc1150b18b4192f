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

  it('links "View My Work" to #projects and "Contact Me" to #contact', () => {
    renderHero()
    expect(screen.getByRole('link', { name: 'View My Work' })).toHaveAttribute('href', '#projects')
    expect(screen.getByRole('link', { name: 'Contact Me' })).toHaveAttribute('href', '#contact')
  })

  it('claims the years of experience in a code-styled snippet that screen readers skip', () => {
    const { container } = renderHero()
    const experience = `${site.owner.yearsOfExperience}+ years`
    const code = container.querySelector('pre code')
    expect(code).toHaveTextContent(`experience: '${experience}'`)
    expect(container.querySelector('pre')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText(site.hero.profileSummary)).toHaveClass('sr-only')
  })

  it('makes the same experience claim wherever the page makes one', () => {
    const experience = `${site.owner.yearsOfExperience}+ years`
    expect(site.hero.profile.experience).toBe(experience)
    expect(site.hero.profileSummary).toContain(experience)
    expect(site.meta.description).toContain(experience)
  })

  it('shows the floating tagline card', () => {
    renderHero()
    expect(screen.getByText(site.hero.tagline)).toHaveClass('tagline-card')
  })

  it('opens every named profile link in a new tab with rel="noopener noreferrer"', () => {
    renderHero()
    const links = screen.getAllByRole('link', {
      name: new RegExp(site.newTabNotice.replace(/[()]/g, '\\$&')),
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
