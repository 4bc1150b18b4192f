import type { ReactNode } from 'react'
import { endSentence } from '../content/text.ts'
import type { SiteContent } from '../content/types.ts'
import { IMPRINT_ID } from '../pages/addresses.ts'

/** The footer's links to the privacy page and, where the content has `legal`, its imprint. */
export interface FooterPrivacy {
  /** The privacy page's address in the page's language. */
  href: string
  label: string
  /** The imprint's link's words, where the content has an imprint. */
  imprintLabel?: string | undefined
  /** This is the privacy page. */
  current?: boolean
}

interface FooterProps {
  company: string
  footer: SiteContent['footer']
  privacy: FooterPrivacy
  /** The CV's download link, when there is one. */
  cvLink?: ReactNode
  /** Visits are counted: the content's line on how (footer.countingNote), if it has one, shows. */
  counting?: boolean
}

export function Footer({ company, footer, privacy, cvLink, counting = false }: FooterProps) {
  return (
    <footer className="site-footer">
      <div className="container footer-content">
        <p>{copyrightLine(company, footer)}</p>
        {cvLink && <p className="link-row">{cvLink}</p>}
        <a href={privacy.href} aria-current={privacy.current ? 'page' : undefined}>
          {privacy.label}
        </a>
        {privacy.imprintLabel && (
          <a href={`${privacy.href}#${IMPRINT_ID}`}>{privacy.imprintLabel}</a>
        )}
        {counting && footer.countingNote && <p className="counting-note">{footer.countingNote}</p>}
      </div>
    </footer>
  )
}

/** "© 2025 Company Ltd. All rights reserved.", with one full stop after a company like "Sp. z o.o." */
export const copyrightLine = (company: string, footer: SiteContent['footer']): string =>
  `© ${footer.copyrightYear} ${endSentence(company)} ${footer.rightsNotice}`
