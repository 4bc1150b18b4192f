import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import { Projects } from './Projects.tsx'

describe('Projects', () => {
  it('is titled from the content at #projects', () => {
    const { container } = render(<Projects id="projects" projects={site.projects} />)
    expect(container.querySelector('section')).toHaveAttribute('id', 'projects')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(site.projects.title)
  })

  it('shows one card per project in the content, with its title, description and tags', () => {
    render(<Projects id="projects" projects={site.projects} />)
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(site.projects.items.length)
    for (const [index, project] of site.projects.items.entries()) {
      const card = cards[index]
      if (!card) throw new Error(`no card for ${project.title}`)
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
