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
  /**
   * The case studies with a page in this language, read from src/content/case-studies/ (none:
   * an empty list).
   */
  caseStudies: readonly ProjectCaseStudy[]
  /** This language's path prefix from the base: '' for the default language, 'pl/' (addresses.ts). */
  prefix: string
  /**
   * Where each project's case study is read, by its `caseStudy` file: this language's page, or
   * the default language's where it is not translated yet (then marked with its language).
   */
  caseStudyLinks: ReadonlyMap<string, CaseStudyLink>
  /**
   * The CV's published files, when the content has a CV: the owner's own PDF, or the PDF made
   * from the content with its Word file and resume.json.
   */
  cv?: CvBuild
  /**
   * The counter's count address, when the content counts visits (src/counting/counter.ts).
   * Only the build sets it: the dev server counts nothing.
   */
  counter?: string
}

/** A file the build published: where the page links it, its size, the name it downloads as. */
export interface PublishedFile {
  href: string
  bytes: number
  download: string
}

/** The CV's files: the PDF always; the made CV's Word file and resume.json beside it. */
export interface CvBuild {
  pdf: PublishedFile
  word?: PublishedFile
  resume?: PublishedFile
}

/** A link to a case study's page; `lang` and `languageName` when it is in another language. */
export interface CaseStudyLink {
  href: string
  lang?: string
  languageName?: string
}

/** A link to this page in another language, for the header: named in its own language. */
export interface LanguageLink {
  lang: string
  name: string
  href: string
}
