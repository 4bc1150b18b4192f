import type { ReactNode } from 'react'
import type { SiteContent } from '../content/types.ts'
import { Footer } from '../sections/Footer.tsx'
import { Navbar } from '../sections/Navbar.tsx'
import type { LanguageLink } from './build.ts'

export const MAIN_ID = 'main'

interface PageFrameProps {
  content: SiteContent
  /** Where the logo leads: the top of the home page. */
  homeHref: string
  /** On pages other than the home page, its address: the navigation then leads there. */
  homePage?: string
  /** This page in the site's other languages, for the header (none on a one-language site). */
  languages?: readonly LanguageLink[]
  /** The CV link in the footer, when there is one. */
  cvLink?: ReactNode
  /** Visits are counted: the footer says how, if the content has a line for it. */
  counting?: boolean
  children: ReactNode
}

/** Every page's frame: skip link, header with the navigation, main content, footer. */
export function PageFrame({
  content,
  homeHref,
  homePage,
  languages = [],
  cvLink,
  counting = false,
  children,
}: PageFrameProps) {
  return (
    <div className="app">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {content.skipLinkLabel}
      </a>
      <Navbar
        navbar={content.navbar}
        homeHref={homeHref}
        languages={languages}
        {...(homePage === undefined ? {} : { homePage })}
      />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer
        company={content.owner.company}
        footer={content.footer}
        cvLink={cvLink}
        counting={counting}
      />
    </div>
  )
}
