import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import { Footer } from './Footer.tsx'

describe('Footer', () => {
  it("carries the 2025 copyright line for the owner's company", () => {
    render(<Footer copyright={site.footer.copyright} />)
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveTextContent(`© 2025 ${site.owner.company}`)
  })
})
