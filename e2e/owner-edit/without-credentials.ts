/**
 * The content without its optional parts: no certifications, no testimonials, no CV, no roles,
 * degrees or spoken languages, no services or availability, and no case study
 * (e2e/owner-edit/run.mjs also removes src/content/case-studies/ and src/content/services/). Applied to a temporary copy, where this file becomes
 * src/content/site.ts; the page must then be exactly the page without them, with not a word or
 * link of them left, and the same scripts.
 */
import { site as original } from '../../src/content/site.ts'
import type { Project, SiteContent } from '../../src/content/types.ts'

const {
  credentials: _credentials,
  testimonials: _testimonials,
  cv: _cv,
  experience: _experience,
  education: _education,
  languages: _languages,
  services: _services,
  availability: _availability,
  ...rest
}: SiteContent = original

export const site = {
  ...rest,
  projects: {
    ...rest.projects,
    items: rest.projects.items.map(({ caseStudy: _caseStudy, ...project }: Project) => project),
  },
} satisfies SiteContent
