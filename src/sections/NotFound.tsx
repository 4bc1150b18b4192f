import type { SiteContent } from '../content/types.ts'
import { SearchField, type SearchProps } from './SearchField.tsx'

/** The 404 page's search field's id. */
export const NOT_FOUND_SEARCH_ID = 'not-found-search'

interface NotFoundProps {
  id: string
  name: string
  notFound: SiteContent['notFound']
  /** The home page's address. */
  home: string
  /** The other languages' home pages, each offered in its own words. */
  otherHomes?: readonly { lang: string; label: string; href: string }[]
  /**
   * The site's search, where it has one: the missing address's words are offered as its query
   * (src/search/guess.ts, which the page's inline loader runs).
   */
  search?: SearchProps | undefined
}

/**
 * The body of the 404 page: whose site this is, what happened, a search of the site with the
 * missing address's words as a first guess, and the way back home.
 */
export function NotFound({ id, name, notFound, home, otherHomes = [], search }: NotFoundProps) {
  return (
    <section id={id} className="not-found container" aria-labelledby={`${id}-title`}>
      <p className="hero-greeting">{name}</p>
      <h1 id={`${id}-title`} className="hero-name">
        {notFound.heading}
      </h1>
      <p className="hero-description">{notFound.text}</p>
      {search && <SearchField id={NOT_FOUND_SEARCH_ID} search={search} labelShown />}
      <p className="hero-actions">
        <a className="button button-primary" href={home}>
          {notFound.homeLinkLabel}
        </a>
        {otherHomes.map((other) => (
          <a
            key={other.lang}
            className="button button-secondary"
            href={other.href}
            hrefLang={other.lang}
            lang={other.lang}
          >
            {other.label}
          </a>
        ))}
      </p>
    </section>
  )
}
