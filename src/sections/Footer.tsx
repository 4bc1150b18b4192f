import type { ReactNode } from 'react'
import { endSentence } from '../content/text.ts'
import type { SiteContent } from '../content/types.ts'

interface FooterProps {
  company: string
  footer: SiteContent['footer']
  /** The CV's download link, when there is one. */
  cvLink?: ReactNode
  /** Visits are counted: the content's line on how (footer.countingNote), if it has one, shows. */
  counting?: boolean
}

export function Footer({ company, footer, cvLink, counting = false }: FooterProps) {
  return (
    <footer className="site-footer">
      <div className="container footer-content">
        <p>{copyrightLine(company, footer)}</p>
        {cvLink && <p className="link-row">{cvLink}</p>}
        {counting && footer.countingNote && <p className="counting-note">{footer.countingNote}</p>}
      </div>
    </footer>
  )
}

/** "© 2025 Company Ltd. All rights reserved.", with one full stop after a company like "Sp. z o.o." */
export const copyrightLine = (company: string, footer: SiteContent['footer']): string =>
  `© ${footer.copyrightYear} ${endSentence(company)} ${footer.rightsNotice}`
