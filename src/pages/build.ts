import type { EmailConfig } from '../contact/emailConfig.ts'
import type { ProjectCaseStudy } from '../content/caseStudies.ts'
import type { PictureCatalog } from '../pictures/catalog.ts'

/** What the build knows beside the content when it renders a page. */
export interface PageBuild {
  /** The path the site is served from: '/' at the root of a domain, '/repo/' under a path. */
  base: string
  /** The pictures the content names, prepared by the build (scripts/pictures/publish.mjs). */
  pictures: PictureCatalog
  /** Where the contact form sends, resolved from the content and the build's environment. */
  email: EmailConfig
  /** The projects' case studies, read from src/content/case-studies/ (none: an empty list). */
  caseStudies: readonly ProjectCaseStudy[]
  /** The CV to download, when the content names one: its published address and size. */
  cv?: { href: string; bytes: number }
}
