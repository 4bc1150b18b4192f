import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { App } from './App.tsx'
import type { SendContactMessage } from './contact/emailClient.ts'
import { site } from './content/site.ts'

const renderApp = () => render(<App content={site} sendMessage={vi.fn<SendContactMessage>()} />)

describe('App', () => {
  it('gains the "loaded" class once mounted, and not before', () => {
    const html = renderToString(<App content={site} sendMessage={vi.fn<SendContactMessage>()} />)
    expect(html).toContain('<div class="app">')
    expect(html).not.toContain('loaded')
    const { container } = renderApp()
    expect(container.firstElementChild).toHaveClass('app', 'loaded')
  })

  it('has the three anchors the spec names: #home, #projects and #contact', () => {
    const { container } = renderApp()
    for (const id of ['home', 'projects', 'contact']) {
      expect(container.querySelector(`section#${id}`)).toBeInTheDocument()
    }
  })

  it('puts header, main and footer landmarks around one h1', () => {
    renderApp()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it('starts with a skip link to the main content', () => {
    const { container } = renderApp()
    const firstLink = container.querySelector('a')
    expect(firstLink).toHaveTextContent(site.skipLinkLabel)
    expect(firstLink).toHaveAttribute('href', '#main')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
  })

  it('keeps heading levels in order: h1, then h2 sections, then h3 cards', () => {
    const { container } = renderApp()
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName[1]),
    )
    expect(levels[0]).toBe(1)
    for (const [index, level] of levels.entries()) {
      if (index > 0) expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1)
    }
  })
})
