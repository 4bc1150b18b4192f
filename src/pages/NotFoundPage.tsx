import type { SiteContent } from '../content/types.ts'
import { NotFound } from '../sections/NotFound.tsx'
import type { SearchProps } from '../sections/SearchField.tsx'
import { homePath, languagePrefix, pageHref, privacyPath } from './addresses.ts'
import type { PageBuild } from './build.ts'
import { headerPages, PageFrame } from './PageFrame.tsx'

interface NotFoundPageProps {
  content: SiteContent
  /** The default language's build: its base, its counter, its articles (the header links them). */
  build: Pick<PageBuild, 'base' | 'counter' | 'insights'>
  /** The site's other languages: the page offers each one's home page, in its own words. */
  otherLanguages?: readonly SiteContent[]
  /** The site's search, where it has one (its first guess: NotFound). */
  search?: SearchProps | undefined
}

/**
 * The site's own 404 page: the home page's frame around a short text, a search of the site with
 * the missing address's words as its query, and a link home. Hosts serve it for a missing
 * address at any depth, so every address on it starts from the site's base, never from the
 * current page. Its navigation points at the home page's sections (/#projects). Its scripts are
 * the search's (the loader, which also offers the guess, and the boot script, which loads the
 * search at the field's first touch), on a site with a search, and one line that counts the
 * missing address, where visits are counted.
 */
export function NotFoundPage({ content, build, otherLanguages = [], search }: NotFoundPageProps) {
  return (
    <PageFrame
      content={content}
      homeHref={build.base}
      homePage={build.base}
      pages={headerPages(content, build)}
      privacyHref={pageHref(build.base, privacyPath())}
      counting={build.counter !== undefined}
    >
      <NotFound
        id="not-found"
        name={content.owner.name}
        notFound={content.notFound}
        home={build.base}
        otherHomes={otherLanguages.map((other) => ({
          lang: other.lang,
          label: other.notFound.homeLinkLabel,
          href: pageHref(build.base, homePath(languagePrefix(other.lang, false))),
        }))}
        search={search}
      />
    </PageFrame>
  )
}
