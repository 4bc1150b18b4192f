import { ExternalLink } from '../components/ExternalLink.tsx'
import { Section } from '../components/Section.tsx'
import type { SiteContent } from '../content/types.ts'

interface TestimonialsProps {
  id: string
  testimonials: NonNullable<SiteContent['testimonials']>
  newTabNotice: string
}

/**
 * What clients say: static HTML, each quote a <figure> with its <blockquote> and a
 * <figcaption> naming who said it. Quotes are shown whole, however long; a blank line in a
 * quote starts a new paragraph. Rendered only when the content lists at least one.
 */
export function Testimonials({ id, testimonials, newTabNotice }: TestimonialsProps) {
  if (testimonials.items.length === 0) return null
  return (
    <Section id={id} title={testimonials.title}>
      <ul className="testimonial-list" data-count={testimonials.items.length}>
        {testimonials.items.map((testimonial) => (
          <li key={`${testimonial.name} ${testimonial.quote.slice(0, 40)}`}>
            <figure className="testimonial">
              <blockquote className="testimonial-quote">
                {testimonial.quote.split(/\n\s*\n/).map((paragraph) => (
                  <p key={paragraph}>{paragraph.trim()}</p>
                ))}
              </blockquote>
              <figcaption className="testimonial-by">
                <span className="testimonial-name">
                  {testimonial.url ? (
                    <ExternalLink href={testimonial.url} newTabNotice={newTabNotice}>
                      {testimonial.name}
                    </ExternalLink>
                  ) : (
                    testimonial.name
                  )}
                </span>
                <span className="testimonial-role">
                  {testimonial.role}, {testimonial.company}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
