/** A calendar day (YYYY-MM-DD) in words of the page's language: '2026-03-02' → "2 March 2026". */
export const longDay = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )

/** A day as the page shows it, with its machine-readable date. */
export function Day({ day, lang }: { day: string; lang: string }) {
  return <time dateTime={day}>{longDay(day, lang)}</time>
}
