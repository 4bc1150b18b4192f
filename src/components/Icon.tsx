/** Stroke paths on a 24×24 grid. An icon name outside this map fails the type check. */
const iconPaths = {
  briefcase: 'M3 8h18v12H3z M8 8V5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v3 M3 13h18',
  code: 'M8 6l-6 6 6 6 M16 6l6 6-6 6 M14 4l-4 16',
  network:
    'M12 3a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5 M5 16a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5 M19 16a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5 M11 8l-4.5 8 M13 8l4.5 8 M7.5 18.5h9',
  menu: 'M4 6h16 M4 12h16 M4 18h16',
  close: 'M6 6l12 12 M18 6L6 18',
  // A circle, one half hatched: light and dark.
  theme: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18 M12 3v18 M12 7.5h6.5 M12 12h9 M12 16.5h6.5',
  calendar: 'M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5',
  place:
    'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z M12 7a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5',
  mail: 'M3 6h18v12H3z M3 7l9 6 9-6',
} as const

export type IconName = keyof typeof iconPaths

interface IconProps {
  name: IconName
  size?: number
  /** A class beside "icon", for a stylesheet that shows one of several icons. */
  className?: string
}

/** A decorative icon: the control around it carries the accessible name. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  )
}
