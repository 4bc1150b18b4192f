import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import { OPENS, PANEL, panelDescriptionId, panelTitleId } from '../islands/markup.ts'
import { projectPicture } from '../pictures/catalog.ts'
import { testPictures } from '../test/build.ts'
import { Projects } from './Projects.tsx'

const pictures = testPictures()

describe('Projects', () => {
  it('is titled from the content at #projects', () => {
    const { container } = render(
      <Projects id="projects" projects={site.projects} pictures={pictures} />,
    )
    expect(container.querySelector('section')).toHaveAttribute('id', 'projects')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(site.projects.title)
  })

  it('shows one card per project in the content, with its title, description and tags', () => {
    render(<Projects id="projects" projects={site.projects} pictures={pictures} />)
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

  it('shows each picture with its alt text, its size read from the file, loaded lazily', () => {
    render(<Projects id="projects" projects={site.projects} pictures={pictures} />)
    const images = screen.getAllByRole('img')
    expect(images).toHaveLength(site.projects.items.length)
    for (const [index, image] of images.entries()) {
      const item = site.projects.items[index]
      if (!item) throw new Error(`unexpected picture ${index}`)
      const picture = projectPicture(item, pictures)
      expect(image).toHaveAttribute('alt', item.image.alt)
      expect(image).toHaveAttribute('width', String(picture.width))
      expect(image).toHaveAttribute('height', String(picture.height))
      expect(image).toHaveAttribute('loading', 'lazy')
      expect(image).toHaveAttribute('decoding', 'async')
    }
  })

  it('offers every width of each picture with sizes that follow the card layout', () => {
    const { container } = render(
      <Projects id="projects" projects={site.projects} pictures={pictures} />,
    )
    const elements = container.querySelectorAll('.project-card picture')
    expect(elements).toHaveLength(site.projects.items.length)
    for (const [index, element] of elements.entries()) {
      const item = site.projects.items[index]
      if (!item) throw new Error(`unexpected picture ${index}`)
      const picture = projectPicture(item, pictures)
      const sources = [...element.querySelectorAll('source')]
      expect(sources.map((source) => source.getAttribute('type'))).toEqual(
        picture.sources.map((source) => source.type),
      )
      for (const source of sources) expect(source.getAttribute('sizes')).toMatch(/100vw/)
    }
  })

  it('puts each picture in a button named after its project, which opens the enlarged view', () => {
    render(<Projects id="projects" projects={site.projects} pictures={pictures} />)
    for (const item of site.projects.items) {
      const button = screen.getByRole('button', {
        name: site.projects.viewer.openLabel.replace('{title}', item.title),
      })
      expect(button).toHaveAttribute('type', 'button')
      expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    }
  })

  it('builds the enlarged view closed, every project in it hidden, each named by the button that shows it', () => {
    const { container } = render(
      <Projects id="projects" projects={site.projects} pictures={pictures} />,
    )
    const view = container.querySelector('dialog')
    expect(view).not.toBeNull()
    expect(view).not.toHaveAttribute('open')
    const buttons = container.querySelectorAll(`[${OPENS}]`)
    expect(buttons).toHaveLength(site.projects.items.length)
    for (const [index, item] of site.projects.items.entries()) {
      const button = buttons[index]
      expect(button?.getAttribute(OPENS)).toBe(view?.id)
      const key = button?.getAttribute(PANEL) ?? ''
      const figure = view?.querySelector(`figure[${PANEL}="${key}"]`)
      expect(figure, item.title).toHaveAttribute('hidden')
      expect(figure?.querySelector(`#${panelTitleId(view?.id ?? '', key)}`)).toHaveTextContent(
        item.title,
      )
      expect(
        figure?.querySelector(`#${panelDescriptionId(view?.id ?? '', key)}`),
      ).toHaveTextContent(item.description)
      expect(figure?.querySelector('img')).toHaveAttribute('alt', item.image.alt)
      // No file is named before the view shows the picture.
      expect(figure?.querySelector('img')?.getAttribute('src')).toMatch(/^data:/)
      for (const source of figure?.querySelectorAll('source') ?? [])
        expect(source).not.toHaveAttribute('srcset')
    }
  })
})
