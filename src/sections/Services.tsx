import { Section } from '../components/Section.tsx'
import { formatPrice } from '../content/price.ts'
import type { Service, SiteContent } from '../content/types.ts'
import type { ServiceEntry } from '../pages/build.ts'

type Labels = NonNullable<SiteContent['services']>

/** "from €4,000": a service's price in the page's language (none: no price). */
export const priceText = (service: Service, labels: Labels, lang: string) =>
  service.price && labels.priceFrom.replace('{price}', formatPrice(service.price, lang))

/** A service's facts: how long it takes and, where given, the least it costs (and where). */
export function ServiceFacts({
  service,
  labels,
  lang,
  area,
  className,
}: {
  service: Service
  labels: Labels
  lang: string
  /** Where the owner works (a service's page shows it; the cards leave it to the page). */
  area?: string | undefined
  className: string
}) {
  const price = priceText(service, labels, lang)
  return (
    <dl className={className}>
      <div>
        <dt>{labels.durationLabel}</dt>
        <dd>{service.duration}</dd>
      </div>
      {price && (
        <div>
          <dt>{labels.priceLabel}</dt>
          <dd>{price}</dd>
        </div>
      )}
      {area && (
        <div>
          <dt>{labels.areaLabel}</dt>
          <dd>{area}</dd>
        </div>
      )}
    </dl>
  )
}

interface ServicesProps {
  id: string
  services: Labels
  /** The services as this language offers them: each with its page, where it has one. */
  entries: readonly ServiceEntry[]
  /** The page's language: prices are written in it. */
  lang: string
  /** Where "Ask about this" leads for a service: the form, told which service (addresses.ts). */
  askHref: (entry: ServiceEntry) => string
}

/**
 * What a buyer can hire the owner for: a card per service (its name, summary, duration, price,
 * a link to its page where it has one, and "Ask about this", to the form), then how an
 * engagement starts, as numbered steps. Static HTML: no script.
 */
export function Services({ id, services, entries, lang, askHref }: ServicesProps) {
  const { process } = services
  return (
    <Section id={id} title={services.title} intro={services.intro}>
      <ul className="service-list">
        {entries.map((entry) => {
          const { service, link } = entry
          const page = link && { href: link.href, ...(link.lang ? { hrefLang: link.lang } : {}) }
          return (
            <li key={entry.key} className="service-card">
              <h3>{page ? <a {...page}>{service.name}</a> : service.name}</h3>
              <p className="service-summary">{service.summary}</p>
              <ServiceFacts service={service} labels={services} lang={lang} className="facts" />
              <p className="link-row">
                {page && (
                  <a className="text-link" {...page}>
                    {services.readLabel}
                    <span className="sr-only">{`: ${service.name}`}</span>
                    {link?.lang && (
                      // Not translated yet: the page is in another language, and says so.
                      <span className="link-language" lang={link.lang}>
                        {' '}
                        ({link.languageName})
                      </span>
                    )}
                  </a>
                )}
                <a className="text-link" href={askHref(entry)}>
                  {services.askLabel}
                  <span className="sr-only">{`: ${service.name}`}</span>
                </a>
              </p>
            </li>
          )
        })}
      </ul>
      {process && process.steps.length > 0 && (
        <div className="process">
          <h3>{process.title}</h3>
          <ol>
            {process.steps.map((step) => (
              <li key={step.title}>
                <h4>{step.title}</h4>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Section>
  )
}
