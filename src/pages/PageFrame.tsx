import type { ReactNode } from 'react'
import type { SiteContent } from '../content/types.ts'
import { Footer } from '../sections/Footer.tsx'
import { Navbar } from '../sections/Navbar.tsx'
import type { CurrentLink, MenuLink } from '../sections/NavMenu.tsx'
import { type SearchProps, searchProps } from '../sections/SearchField.tsx'
import { homePath, pageHref, privacyPath } from './addresses.ts'
import type { LanguageLink, PageBuild } from './build.ts'
import { insightsNav } from './insightLinks.ts'
import { servicesNav } from './serviceLinks.ts'

export const MAIN_ID = 'main'

interface PageFrameProps {
  content: SiteContent
  /** Where the logo leads: the top of the home page. */
  homeHref: string
  /** On pages other than the home page, its address: the navigation then leads there. */
  homePage?: string
  /** This page in the site's other languages, for the header (none on a one-language site). */
  languages?: readonly LanguageLink[]
  /**
   * Pages of their own the header links (the articles' index), by their path from the
   * language's home page, after the link to the projects (none: the content's links alone).
   */
  pages?: readonly MenuLink[]
  /** The header's link to where the visitor is (none: no link leads here). */
  current?: CurrentLink | undefined
  /** The privacy page in this page's language: the footer links it (and its imprint). */
  privacyHref: string
  /** This is the privacy page: its footer link is marked as the current page. */
  privacyPage?: boolean
  /** The CV link in the footer, when there is one. */
  cvLink?: ReactNode
  /** Visits are counted: the footer says how, if the content has a line for it. */
  counting?: boolean
  /** The site's search, in the header (none: no field). */
  search?: SearchProps | undefined
  children: ReactNode
}

/** The header's links: the content's, with `pages` after the link to the projects (or last). */
export function menuLinks(content: SiteContent, pages: readonly MenuLink[]): readonly MenuLink[] {
  const { links } = content.navbar
  if (pages.length === 0) return links
  const after =
    links.findIndex(({ href }) => href === `#${content.sectionIds.projects}`) + 1 || links.length
  return [...links.slice(0, after), ...pages, ...links.slice(after)]
}

/**
 * The links the header adds to the content's, after the one to the projects: the services'
 * section (while the language offers services), the articles' index (while it lists articles).
 */
export const headerPages = (content: SiteContent, build: Pick<PageBuild, 'insights'>) => [
  ...servicesNav(content),
  ...insightsNav(content, build),
]

/** Every page's frame: skip link, header with the navigation, main content, footer. */
export function PageFrame({
  content,
  homeHref,
  homePage,
  languages = [],
  pages = [],
  current,
  privacyHref,
  privacyPage = false,
  cvLink,
  counting = false,
  search,
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
        links={menuLinks(content, pages)}
        current={current}
        search={search}
        {...(homePage === undefined ? {} : { homePage })}
      />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer
        company={content.owner.company}
        footer={content.footer}
        privacy={{
          href: privacyHref,
          label: content.privacy.linkLabel,
          imprintLabel: content.legal && content.privacy.imprint.title,
          current: privacyPage,
        }}
        cvLink={cvLink}
        counting={counting}
      />
    </div>
  )
}

interface SubpageFrameProps {
  content: SiteContent
  build: PageBuild
  /** This page in the site's other languages. */
  languages?: readonly LanguageLink[]
  /** The header's link to where the visitor is. */
  current?: CurrentLink | undefined
  /** This is the privacy page (its footer link is marked). */
  privacyPage?: boolean
  children: ReactNode
}

/**
 * The frame of a page other than the home page (a case study, an article, the articles' index):
 * the logo and the navigation lead to the home page of its language and its sections.
 */
export function SubpageFrame({
  content,
  build,
  languages = [],
  current,
  privacyPage = false,
  children,
}: SubpageFrameProps) {
  const home = pageHref(build.base, homePath(build.prefix))
  return (
    <PageFrame
      content={content}
      homeHref={home}
      homePage={home}
      languages={languages}
      pages={headerPages(content, build)}
      current={current}
      privacyHref={pageHref(build.base, privacyPath(build.prefix))}
      privacyPage={privacyPage}
      counting={build.counter !== undefined}
      search={searchProps(content, build)}
    >
      {children}
    </PageFrame>
  )
}
