import { endSentence } from '../content/text.ts'

interface FooterProps {
  year: number
  company: string
  rightsNotice: string
}

export function Footer({ year, company, rightsNotice }: FooterProps) {
  return (
    <footer className="site-footer">
      <p className="container">{copyrightLine(year, company, rightsNotice)}</p>
    </footer>
  )
}

/** "© 2025 Company Ltd. All rights reserved.", with one full stop after a company like "Sp. z o.o." */
export const copyrightLine = (year: number, company: string, rightsNotice: string): string =>
  `© ${year} ${endSentence(company)} ${rightsNotice}`
