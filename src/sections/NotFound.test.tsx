import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import { NotFound } from './NotFound.tsx'

describe('NotFound', () => {
  it('names the owner, says the page is missing, and links to the home page', () => {
    render(
      <NotFound
        id="not-found"
        name={site.owner.name}
        notFound={site.notFound}
        home="/portfolio/"
      />,
    )
    expect(screen.getByText(site.owner.name)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(site.notFound.heading)
    expect(screen.getByText(site.notFound.text)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: site.notFound.homeLinkLabel })).toHaveAttribute(
      'href',
      '/portfolio/',
    )
  })
})
