import type { ReactNode } from 'react'

interface SectionProps {
  id: string
  title: string
  intro?: string | undefined
  /** A class beside "section container": how the section lays out (a column of its own). */
  className?: string
  children: ReactNode
}

/** A section of the page at its anchor, named by its heading, with an optional intro line. */
export function Section({ id, title, intro, className, children }: SectionProps) {
  return (
    <section
      id={id}
      className={className ? `section container ${className}` : 'section container'}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      {intro && <p className="section-intro">{intro}</p>}
      {children}
    </section>
  )
}
