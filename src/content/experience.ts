/**
 * The owner's roles, degrees and spoken languages (`experience`, `education`, `languages` in
 * site.ts), and the made CV's settings: their checks, which fail the build naming the file and
 * the field, and the roles' order.
 */
import { isMonth, MONTH_HINT } from './months.ts'
import type { Role, SiteContent } from './types.ts'

/** The most highlights a role shows: a CV's reader skims, and a role fits on one page. */
export const MAX_HIGHLIGHTS = 5

/** The made CV's settings, when the content asks the build to make it (no `file`). */
export const madeCv = (content: SiteContent) =>
  content.cv && !('file' in content.cv) ? content.cv : undefined

/** The roles, newest first: by start month, a role that goes on before one that ended. */
export const rolesNewestFirst = (roles: readonly Role[]): Role[] =>
  [...roles].sort(
    (a, b) =>
      b.start.localeCompare(a.start) || (b.end ?? '9999-99').localeCompare(a.end ?? '9999-99'),
  )

/** A simple check of an e-mail address's shape: something@host.domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Every mistake in the content's roles, degrees, spoken languages and made CV, one line each
 * naming its field: a month that is not 'YYYY-MM' or does not exist, an end before its start,
 * an empty text, a role with no highlight or more than MAX_HIGHLIGHTS.
 */
export function experienceProblems(content: SiteContent): string[] {
  const problems: string[] = []
  const text = (value: string | undefined, field: string, optional = false) => {
    if (value === undefined ? !optional : value.trim() === '')
      problems.push(`${field} is empty: write it${optional ? ', or remove the field' : ''}`)
  }
  const months = (start: string | undefined, end: string | undefined, field: string) => {
    for (const [name, value] of [
      ['start', start],
      ['end', end],
    ] as const)
      if (value !== undefined && !isMonth(value))
        problems.push(`${field}.${name} is '${value}', which is not a month: ${MONTH_HINT}`)
    if (start && end && isMonth(start) && isMonth(end) && end < start)
      problems.push(`${field}.end is '${end}', before its start '${start}'`)
  }

  const { experience, education, languages } = content
  if (experience) {
    text(experience.title, 'experience.title')
    text(experience.presentLabel, 'experience.presentLabel')
    experience.items.forEach((role, index) => {
      const field = `experience.items[${index}]`
      text(role.title, `${field}.title`)
      text(role.employer, `${field}.employer`)
      text(role.place, `${field}.place`, true)
      months(role.start, role.end, field)
      const count = role.highlights.length
      if (count === 0 || count > MAX_HIGHLIGHTS)
        problems.push(
          `${field}.highlights has ${count}: give 1 to ${MAX_HIGHLIGHTS}, each a short sentence`,
        )
      for (const [at, highlight] of role.highlights.entries())
        text(highlight, `${field}.highlights[${at}]`)
    })
  }
  if (education) {
    text(education.title, 'education.title')
    education.items.forEach((degree, index) => {
      const field = `education.items[${index}]`
      text(degree.institution, `${field}.institution`)
      text(degree.degree, `${field}.degree`)
      text(degree.field, `${field}.field`)
      months(degree.start, degree.end, field)
    })
  }
  if (languages) {
    text(languages.title, 'languages.title')
    languages.items.forEach((language, index) => {
      text(language.name, `languages.items[${index}].name`)
      text(language.level, `languages.items[${index}].level`)
    })
  }
  const cv = madeCv(content)
  if (cv) {
    text(cv.label, 'cv.label')
    text(cv.summary, 'cv.summary', true)
    if (cv.email !== undefined && !EMAIL.test(cv.email.trim()))
      problems.push(`cv.email is '${cv.email}', which is not an e-mail address`)
    for (const [name, heading] of Object.entries(cv.headings)) text(heading, `cv.headings.${name}`)
    if (!cv.pageTitle.includes('{name}'))
      problems.push("cv.pageTitle has no '{name}': the owner's name goes there")
  }
  return problems
}

/** Fails the build, naming `file` and each wrong field, when the content has any mistake above. */
export function checkExperience(content: SiteContent, file: string): void {
  const problems = experienceProblems(content)
  if (problems.length) throw new Error(problems.map((problem) => `${file}: ${problem}`).join('\n'))
}
