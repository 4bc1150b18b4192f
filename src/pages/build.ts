import type { Root } from 'mdast'
import type { ReactElement } from 'react'
import type { EmailConfig } from '../contact/emailConfig.ts'
import type { ProjectCaseStudy } from '../content/caseStudies.ts'
import type { Insight } from '../content/insight.ts'
import type { InsightMark } from '../content/insights.ts'
import type { Language } from '../content/languages.ts'
import type { OfferedService } from '../content/services.ts'
import type { SiteContent } from '../content/types.ts'
import type { PageHead, PageVersion } from '../document/head.ts'
import type { Picture, PictureCatalog } from '../pictures/catalog.ts'
import type { SearchDocument } from '../search/documents.ts'

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
   * The articles this language lists, newest first (src/pages/insightLinks.ts): its own, each
   * with its page here, and the default language's not translated yet (`lang` set). None: the
   * site has no articles, and no page, link or feed for them.
   */
  insights: readonly InsightEntry[]
  /**
   * The services this language offers, in the content's order (src/pages/serviceLinks.ts), each
   * with where its page is read. None: the content has no `services`.
   */
  services: readonly ServiceEntry[]
  /**
   * The day the site is built, YYYY-MM-DD (UTC): what the pages say of the owner's availability
   * is as of it (the deploy builds every day).
   */
  today: string
  /**
   * The sharing cards drawn for this build's pages without a picture of their own (an article
   * without a cover, a service's page), by shareCardKey: absent in the dev server, which shows the site's picture.
   */
  shareCards?: ReadonlyMap<string, { href: string; width: number; height: number }>
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

/** An article as a language lists it: where it is read, and in which language if not this one. */
export interface InsightEntry extends CaseStudyLink {
  insight: Insight
  /**
   * Where it was first published, when it was renamed (its first alias): its feed entry keeps
   * that address as its id, so feed readers do not show it again as new.
   */
  firstHref?: string
  /** Why the dev server's preview shows it though a build leaves it out. */
  mark?: InsightMark
}

/** A service as a language offers it, and where its page is read (none: it has no page). */
export interface ServiceEntry extends OfferedService {
  /** Its page: this language's, else the default language's, marked with that language. */
  link?: CaseStudyLink
}

/** A link to this page in another language, for the header: named in its own language. */
export interface LanguageLink {
  lang: string
  name: string
  href: string
}

/** A language of the site, with what the build knows beside its content. */
export interface LanguageBuild {
  language: Language
  build: PageBuild
}

/** One page of a kind, in one language, before it is rendered. */
export interface SitePage {
  /**
   * The same page in each language has the same key (within its kind): its versions, the
   * header's language links and hreflang pair pages by it. A case study's is its name.
   */
  key: string
  /** Its path from the site's base, from src/pages/addresses.ts. */
  path: string
  /** The day its content last changed (YYYY-MM-DD), for the sitemap, where it is known. */
  lastmod?: string | undefined
  /** Its <head>, given its versions in every language (none on a site in one language). */
  head: (versions: readonly PageVersion[]) => PageHead
  /** Its body, given the header's links to it in the other languages. */
  body: (languages: readonly LanguageLink[]) => ReactElement
}

/**
 * A kind of page: the home page, a case study... Registered once in src/pages/kinds.ts, it is
 * rendered in every language, listed in the sitemap, covered by the speculation rules and given
 * its stylesheet by the build, with no build step of its own.
 */
export interface PageKind {
  /** Its name, unique among the kinds: a page's stylesheet is its kind's. */
  name: string
  /** Its pages in one language, in the order they are published (none: the kind is absent). */
  pages: (content: SiteContent, build: PageBuild) => readonly SitePage[]
  /**
   * Its own rules (a stylesheet imported with ?inline), added to the site's stylesheet in its
   * pages only: the CSP allows each kind's stylesheet by one hash. Given the site's languages
   * where its rules depend on what the site has (a list of articles on the home page).
   */
  stylesheet: string | ((languages: readonly LanguageBuild[]) => string)
  /**
   * Optional: rules its pages carry only for some content (the home page's roles), added to its
   * stylesheet once, when a language's content needs them; a site without it carries not a byte.
   */
  styles?: (content: SiteContent, build: PageBuild) => readonly string[]
  /**
   * The pictures its pages show in one language at a size the CSP cannot put in a style
   * attribute (the enlarged view's, a story's): a rule per size joins its stylesheet.
   */
  pictures?: (
    content: SiteContent,
    build: PageBuild,
  ) => readonly Pick<Picture, 'width' | 'height'>[]
  /**
   * The Markdown bodies its pages show in one language: when they have code blocks, the blocks'
   * rules (for the token colours their code uses) join its stylesheet (src/code/palette.ts).
   */
  markdown?: (content: SiteContent, build: PageBuild) => readonly Root[]
  /**
   * The paths a visitor may be about to open, in a language (`prefix`), for the speculation
   * rules: its pages' paths, or one pattern with '*' for all of them.
   */
  speculated: (prefix: string) => readonly string[]
  /**
   * Files its pages need beside them in one language, published with them (a feed): each
   * with its path from the site's base and its text.
   */
  files?: (content: SiteContent, build: PageBuild) => readonly { path: string; text: string }[]
  /**
   * What its pages in one language let a visitor find (src/search/documents.ts): the
   * language's search index gathers every kind's.
   */
  search?: (content: SiteContent, build: PageBuild) => readonly SearchDocument[]
}
