import type { ReactNode } from 'react'

interface ExternalLinkProps {
  href: string
  /** Appended for screen readers, so nobody is surprised by the new tab. */
  newTabNotice: string
  className?: string
  label?: string
  children: ReactNode
}

/** A link to another site: always a new tab, never handing this page to the target. */
export function ExternalLink({
  href,
  newTabNotice,
  className,
  label,
  children,
}: ExternalLinkProps) {
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label === undefined ? undefined : `${label} ${newTabNotice}`}
    >
      {children}
      {label === undefined && <span className="sr-only"> {newTabNotice}</span>}
    </a>
  )
}
