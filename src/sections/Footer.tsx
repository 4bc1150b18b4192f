import { endSentence } from '../content/text.ts'
import type { SiteContent } from '../content/types.ts'

interface FooterProps {
  company: string
  footer: SiteContent['footer']
}

export function Footer({ company, footer }: FooterProps) {
  return (
    <footer className="site-footer">
      <p className="container">{copyrightLine(company, footer)}</p>
    </footer>
  )
}

/** "© 2025 Company Ltd. All rights reserved.", with one full stop after a company like "Sp. z o.o." */
export const copyrightLine = (company: string, footer: SiteContent['footer']): string =>
  `© ${footer.copyrightYear} ${endSentence(company)} ${footer.rightsNotice}`
