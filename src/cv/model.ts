/**
 * The CV as one model, made from the content at build time: the page (cv/), the PDF, the Word
 * file and resume.json are each drawn from it, so no form of the CV says anything another does
 * not. Nothing here reaches the browser.
 */
import { madeCv, rolesNewestFirst } from '../content/experience.ts'
import { formatMonth, formatPeriod } from '../content/months.ts'
import type { MadeCv, Month, SiteContent } from '../content/types.ts'
import { fileAddress, siteAddress } from '../document/head.ts'
import type { PageBuild } from '../pages/build.ts'

/** A link in the CV: the words shown, and the absolute address it leads to. */
export interface CvLinkText {
  label: string
  href: string
}

export interface CvRole {
  title: string
  employer: string
  employerUrl?: string
  /** "March 2021 – present", in the CV's language. */
  period: string
  start: Month
  end?: Month
  place?: string
  highlights: readonly string[]
}

export interface CvProject {
  title: string
  description: string
  tags: readonly string[]
  /** Its case study's page, absolute, when it has one. */
  caseStudy?: string
}

export interface CvCertification {
  name: string
  issuer: string
  /** "March 2024", in the CV's language. */
  earned: string
  earnedMonth: Month
  url: string
}

export interface CvDegree {
  degree: string
  field: string
  institution: string
  url?: string
  /** "October 2000 – June 2003", or the month it was completed alone. */
  period: string
  start?: Month
  end: Month
}

export interface CvModel {
  /** The CV's language, as the content's `lang`. */
  lang: string
  /** The document's title: the page's title with the owner's name. */
  title: string
  name: string
  jobTitle: string
  summary: string
  headings: MadeCv['headings']
  /**
   * The site, the e-mail address when the owner gives one, the booking page when the content
   * has one (contact.booking).
   */
  contact: readonly CvLinkText[]
  /** Where the owner works from (contact.location), with its label, when the content says. */
  location?: { label: string; text: string }
  /** The site's address, absolute (the default language's home page). */
  website: string
  email?: string
  profiles: readonly CvLinkText[]
  roles: readonly CvRole[]
  projects: readonly CvProject[]
  certifications: readonly CvCertification[]
  /** The focus list, then every project's tags, each once. */
  skills: readonly string[]
  education: readonly CvDegree[]
  languages: readonly { name: string; level: string }[]
  caseStudyLabel: string
  verifyLabel: string
  /**
   * When the content last changed, as far as it says: the first day of the newest month it
   * names (a role, a degree, a certification). The files carry it as their date, so the same
   * content makes the same bytes whenever it is built.
   */
  date: Date
}

/** The newest month the content names, as the first day of it (the CV's date). */
function newestMonth(months: readonly (string | undefined)[], fallbackYear: number): Date {
  const newest = months
    .filter((month): month is string => Boolean(month))
    .sort()
    .at(-1)
  const [year, month] = (newest ?? `${fallbackYear}-01`).split('-').map(Number)
  return new Date(Date.UTC(year ?? fallbackYear, (month ?? 1) - 1, 1))
}

/**
 * The CV of `content`, in its language, as the build makes it: undefined unless the content
 * asks for a made CV (a `cv` without `file`). `caseStudyLinks` are the build's, by a project's
 * `caseStudy` (the address in the page, base and all).
 */
export function cvModel(
  content: SiteContent,
  build: Pick<PageBuild, 'caseStudyLinks'>,
): CvModel | undefined {
  const cv = madeCv(content)
  if (!cv) return undefined
  const { lang } = content
  const website = siteAddress(content)
  const present = content.experience?.presentLabel ?? ''
  const roles = rolesNewestFirst(content.experience?.items ?? []).map(
    (role): CvRole => ({
      title: role.title,
      employer: role.employer,
      ...(role.url ? { employerUrl: role.url } : {}),
      period: formatPeriod(role.start, role.end, lang, present),
      start: role.start,
      ...(role.end ? { end: role.end } : {}),
      ...(role.place ? { place: role.place } : {}),
      highlights: role.highlights,
    }),
  )
  const projects = content.projects.items.map((project): CvProject => {
    const link = project.caseStudy ? build.caseStudyLinks.get(project.caseStudy) : undefined
    return {
      title: project.title,
      description: project.description,
      tags: project.tags,
      ...(link ? { caseStudy: fileAddress(content, link.href) } : {}),
    }
  })
  const certifications = (content.credentials?.items ?? []).map(
    (credential): CvCertification => ({
      name: credential.name,
      issuer: credential.issuer,
      earned: formatMonth(credential.earned, lang),
      earnedMonth: credential.earned,
      url: credential.url,
    }),
  )
  const education = (content.education?.items ?? []).map(
    (degree): CvDegree => ({
      degree: degree.degree,
      field: degree.field,
      institution: degree.institution,
      ...(degree.url ? { url: degree.url } : {}),
      period: degree.start
        ? formatPeriod(degree.start, degree.end, lang, present)
        : formatMonth(degree.end, lang),
      ...(degree.start ? { start: degree.start } : {}),
      end: degree.end,
    }),
  )
  const seen = new Set<string>()
  const skills = [
    ...content.hero.profile.focus,
    ...content.projects.items.flatMap((project) => project.tags),
  ].filter((skill) => {
    const key = skill.trim().toLocaleLowerCase(lang)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const email = cv.email?.trim()
  const { booking } = content.contact
  const location = content.contact.location?.trim()
  const profiles = content.hero.profileLinks.map((link) => ({ label: link.label, href: link.href }))
  return {
    lang,
    title: cv.pageTitle.replace('{name}', content.owner.name),
    name: content.owner.name,
    jobTitle: content.owner.jobTitle,
    summary: cv.summary ?? content.hero.description,
    headings: cv.headings,
    website,
    ...(email ? { email } : {}),
    contact: [
      { label: cv.websiteLabel, href: website },
      ...(email ? [{ label: cv.emailLabel, href: `mailto:${email}` }] : []),
      ...(booking ? [{ label: booking.label, href: booking.href }] : []),
    ],
    ...(location
      ? { location: { label: content.contact.otherWays.locationLabel, text: location } }
      : {}),
    profiles,
    roles,
    projects,
    certifications,
    skills,
    education,
    languages: content.languages?.items ?? [],
    caseStudyLabel: cv.caseStudyLabel,
    verifyLabel: cv.verifyLabel,
    date: newestMonth(
      [
        ...roles.flatMap((role) => [role.start, role.end]),
        ...education.flatMap((degree) => [degree.start, degree.end]),
        ...certifications.map((certification) => certification.earnedMonth),
      ],
      content.footer.copyrightYear,
    ),
  }
}

/** What a contact line shows: the address without its scheme (mailto:, https://). */
export const shownAddress = (href: string) =>
  href
    .replace(/^mailto:/, '')
    .replace(/^https:\/\//, '')
    .replace(/\/$/, '')
