/**
 * The CV as JSON Resume (jsonresume.org, schema 1.0): the same model as the page, the PDF and
 * the Word file, for the tools and agencies that read that format.
 */
import type { CvModel } from './model.ts'

/** A profile's network, from its address: 'linkedin.com' for https://www.linkedin.com/in/... */
const network = (href: string) => new URL(href).hostname.replace(/^www\./, '')

/** The CV as a JSON Resume document. */
export function jsonResume(cv: CvModel): object {
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: cv.name,
      label: cv.jobTitle,
      ...(cv.email ? { email: cv.email } : {}),
      url: cv.website,
      summary: cv.summary,
      ...(cv.location ? { location: { address: cv.location.text } } : {}),
      profiles: cv.profiles.map((profile) => ({
        network: network(profile.href),
        url: profile.href,
      })),
    },
    work: cv.roles.map((role) => ({
      name: role.employer,
      position: role.title,
      ...(role.employerUrl ? { url: role.employerUrl } : {}),
      ...(role.place ? { location: role.place } : {}),
      startDate: role.start,
      ...(role.end ? { endDate: role.end } : {}),
      highlights: role.highlights,
    })),
    education: cv.education.map((degree) => ({
      institution: degree.institution,
      ...(degree.url ? { url: degree.url } : {}),
      area: degree.field,
      studyType: degree.degree,
      ...(degree.start ? { startDate: degree.start } : {}),
      endDate: degree.end,
    })),
    skills: cv.skills.map((skill) => ({ name: skill })),
    languages: cv.languages.map((language) => ({
      language: language.name,
      fluency: language.level,
    })),
    certificates: cv.certifications.map((certification) => ({
      name: certification.name,
      date: certification.earnedMonth,
      issuer: certification.issuer,
      url: certification.url,
    })),
    projects: cv.projects.map((project) => ({
      name: project.title,
      description: project.description,
      keywords: project.tags,
      ...(project.caseStudy ? { url: project.caseStudy } : {}),
    })),
    meta: { lastModified: cv.date.toISOString().slice(0, 10) },
  }
}
