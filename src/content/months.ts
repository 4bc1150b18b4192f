/**
 * Months as the content writes them, 'YYYY-MM' (a certification's `earned`, a role's `start` and
 * `end`), shown as a month and year in the page's language: "March 2024", "marzec 2024".
 */

const MONTH = /^(19\d\d|2[01]\d\d)-(0[1-9]|1[0-2])$/

/** Whether `value` is a month that exists, written 'YYYY-MM' (1900-01 to 2199-12). */
export const isMonth = (value: string): boolean => MONTH.test(value)

/** What a wrong month is told: how to write one. */
export const MONTH_HINT = "write 'YYYY-MM', e.g. '2024-03'"

/**
 * "March 2024" (in `lang`) for '2024-03'. Throws for a value that is not a month: the content's
 * checks name the file and the field before any page is drawn.
 */
export function formatMonth(value: string, lang: string): string {
  const match = MONTH.exec(value)
  if (!match) throw new Error(`'${value}' is not a month: ${MONTH_HINT}`)
  return new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)),
  )
}

/** "March 2021 – present", "March 2021 – June 2024": a period, in `lang`. */
export const formatPeriod = (
  start: string,
  end: string | undefined,
  lang: string,
  presentLabel: string,
): string => `${formatMonth(start, lang)} – ${end ? formatMonth(end, lang) : presentLabel}`
