import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import { Projects } from './Projects.tsx'

describe('Projects', () => {
  it('is titled "My Work" at #projects', () => {
    const { container } = render(<Projects id="projects" projects={site.projects} />)
    expect(container.querySelector('section')).toHaveAttribute('id', 'projects')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('My Work')
  })

  it('shows the three cards exactly as the spec lists them', () => {
    render(<Projects id="projects" projects={site.projects} />)
    const cards = screen.getAllByRole('article')
    const expected = [
      {
        title: 'Security Incident Log',
        description: 'Centralized system to report security incidents and notify the team',
        tags: ['Power App', 'Power Automate', 'SharePoint'],
      },
      {
        title: 'Project Management',
        description: 'Record and track projects, change orders and issues across multiple',
        tags: ['Power Apps', 'Power Automate', 'SharePoint'],
      },
      {
        title: 'Vendor Onboarding',
        description: 'Onboard new vendors with a robust backend approval workflow',
        tags: ['Power App', 'Power Automate', 'SharePoint'],
      },
    ]
    expect(cards).toHaveLength(3)
    for (const [index, card] of cards.entries()) {
      const project = expected[index]
      if (!project) throw new Error(`unexpected card ${index}`)
      const scope = within(card)
      expect(scope.getByRole('heading', { level: 3 })).toHaveTextContent(project.title)
      expect(card).toHaveTextContent(project.description)
      const tags = scope.getAllByRole('listitem').map((tag) => tag.textContent)
      expect(tags).toEqual(project.tags)
    }
  })

  it('gives every card image meaningful alt text and a fixed size, loaded lazily', () => {
    render(<Projects id="projects" projects={site.projects} />)
    for (const image of screen.getAllByRole('img')) {
      expect(image.getAttribute('alt')?.length).toBeGreaterThan(10)
      expect(image).toHaveAttribute('width')
      expect(image).toHaveAttribute('height')
      expect(image).toHaveAttribute('loading', 'lazy')
    }
  })
})
