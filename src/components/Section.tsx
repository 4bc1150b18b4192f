import type { ReactNode } from 'react'

interface SectionProps {
  id: string
  title: string
  intro?: string | undefined
  children: ReactNode
}

/** A section of the page at its anchor, named by its heading, with an optional intro line. */
export function Section({ id, title, intro, children }: SectionProps) {
  return (
    <section id={id} className="section container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      {intro && <p className="section-intro">{intro}</p>}
      {children}
    </section>
  )
}
