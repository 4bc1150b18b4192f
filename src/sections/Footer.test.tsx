import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import { IMPRINT_ID } from '../pages/addresses.ts'
import { copyrightLine, Footer, type FooterPrivacy } from './Footer.tsx'

const privacy: FooterPrivacy = { href: '/privacy/', label: site.privacy.linkLabel }

describe('Footer', () => {
  it("carries the copyright line with the content's year and the owner's company", () => {
    render(<Footer company={site.owner.company} footer={site.footer} privacy={privacy} />)
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveTextContent(`© ${site.footer.copyrightYear} ${site.owner.company}`)
    expect(footer).toHaveTextContent(site.footer.rightsNotice)
  })

  it('never doubles the full stop after a company name that ends in one', () => {
    const footer = { copyrightYear: 2026, rightsNotice: 'All rights reserved.' }
    expect(copyrightLine('Ørsted Digital Sp. z o.o.', footer)).toBe(
      '© 2026 Ørsted Digital Sp. z o.o. All rights reserved.',
    )
    expect(copyrightLine('Contoso Ltd', footer)).toBe('© 2026 Contoso Ltd. All rights reserved.')
  })

  it('links the privacy page, marked where it is the page itself, and its imprint only where the content has one', () => {
    const { rerender } = render(
      <Footer company={site.owner.company} footer={site.footer} privacy={privacy} />,
    )
    const footer = screen.getByRole('contentinfo')
    const link = screen.getByRole('link', { name: privacy.label })
    expect(link).toHaveAttribute('href', privacy.href)
    expect(link).not.toHaveAttribute('aria-current')
    expect(footer.querySelectorAll('a')).toHaveLength(1)
    rerender(
      <Footer
        company={site.owner.company}
        footer={site.footer}
        privacy={{ ...privacy, imprintLabel: site.privacy.imprint.title, current: true }}
      />,
    )
    expect(screen.getByRole('link', { name: privacy.label })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByRole('link', { name: site.privacy.imprint.title })).toHaveAttribute(
      'href',
      `${privacy.href}#${IMPRINT_ID}`,
    )
  })

  it('says how visits are counted only while they are, and only if the content has a line for it', () => {
    const countingNote = 'Visits are counted without cookies.'
    const footer = { ...site.footer, countingNote }
    const { rerender } = render(
      <Footer company={site.owner.company} footer={footer} privacy={privacy} />,
    )
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent(countingNote)
    rerender(<Footer company={site.owner.company} footer={footer} privacy={privacy} counting />)
    expect(screen.getByRole('contentinfo')).toHaveTextContent(countingNote)
    const { countingNote: _none, ...without } = footer
    rerender(<Footer company={site.owner.company} footer={without} privacy={privacy} counting />)
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      copyrightLine(site.owner.company, footer),
      { normalizeWhitespace: true },
    )
    expect(screen.getByRole('contentinfo').querySelectorAll('p')).toHaveLength(1)
  })
})
