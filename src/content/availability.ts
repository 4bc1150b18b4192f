/**
 * Whether the owner takes new work (`availability` in the content file), in a few words of the
 * page's language, as of the day the site is built: the deploy builds every day, so a day that
 * has come reads as open, never as a stale "from March" in April.
 */
import type { AvailabilityStatus, SiteContent } from './types.ts'

export interface AvailabilityWords {
  /** The status shown: the content's, or 'open' once its `from` day has come. */
  status: AvailabilityStatus
  /** What the page says, e.g. "Taking new projects from March 2027". */
  text: string
}

/** A month in words of `lang`, for a day 'YYYY-MM-DD': "March 2027", "marzec 2027". */
const monthOf = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )

/**
 * What the page says of the owner's availability on `today` (YYYY-MM-DD, UTC: the build's day),
 * in `lang`: with a `from` day still to come, `labels.from` with its month; once it has come,
 * `labels.open`; without one, the label of the status.
 */
export function availabilityWords(
  availability: NonNullable<SiteContent['availability']>,
  lang: string,
  today: string,
): AvailabilityWords {
  const { status, from, labels } = availability
  if (from !== undefined && from > today)
    return { status, text: labels.from.replace('{month}', monthOf(from, lang)) }
  const shown = from === undefined ? status : 'open'
  return { status: shown, text: labels[shown] }
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The content's availability, checked: a `from` that is a day that exists. Throws naming the
 * file and the field otherwise.
 */
export function checkAvailability(content: SiteContent, file: string): void {
  const from = content.availability?.from
  if (from === undefined) return
  const [, year, month, day] = DAY.exec(from) ?? []
  const date = year && new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  if (!date || date.toISOString().slice(0, 10) !== from)
    throw new Error(
      `${file}: availability.from "${from}" is not a day: write it as 'YYYY-MM-DD', e.g. '2027-03-01'`,
    )
}
