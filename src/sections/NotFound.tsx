import type { SiteContent } from '../content/types.ts'

interface NotFoundProps {
  id: string
  name: string
  notFound: SiteContent['notFound']
  /** The home page's address. */
  home: string
  /** The other languages' home pages, each offered in its own words. */
  otherHomes?: readonly { lang: string; label: string; href: string }[]
}

/** The body of the 404 page: whose site this is, what happened, and the way back home. */
export function NotFound({ id, name, notFound, home, otherHomes = [] }: NotFoundProps) {
  return (
    <section id={id} className="not-found container" aria-labelledby={`${id}-title`}>
      <p className="hero-greeting">{name}</p>
      <h1 id={`${id}-title`} className="hero-name">
        {notFound.heading}
      </h1>
      <p className="hero-description">{notFound.text}</p>
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
