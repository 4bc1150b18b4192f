/**
 * Build-time entry: renders the pages to HTML, and gives the build everything it needs beside
 * them (scripts/build.mjs, scripts/prerender.mjs). None of this reaches the browser: the page's
 * scripts are the islands (src/islands/), which get their props from the HTML.
 */
import { renderToString } from 'react-dom/server'
import { resolveEmailConfig } from './contact/emailConfig.ts'
import type { ProjectCaseStudy } from './content/caseStudies.ts'
import { madeCv } from './content/experience.ts'
import type { Language } from './content/languages.ts'
import { site } from './content/site.ts'
import type { SiteContent } from './content/types.ts'
import {
  caseStudyData,
  fileAddress,
  homeHead,
  type PageHead,
  type PageVersion,
  renderHead,
  renderNotFoundHead,
} from './document/head.ts'
import { caseStudyPath, homePath, pageFile, pageHref } from './pages/addresses.ts'
import type { LanguageLink, PageBuild } from './pages/build.ts'
import { CaseStudyPage, myWorkLabel } from './pages/CaseStudyPage.tsx'
import { caseStudiesByLanguage } from './pages/caseStudyLinks.ts'
import { HomePage } from './pages/HomePage.tsx'
import { NotFoundPage } from './pages/NotFoundPage.tsx'
import { caseStudyPicture, projectPicture, sharePicture } from './pictures/catalog.ts'
import { viewerPictureCss } from './pictures/layout.ts'
import caseStudyStyles from './styles/case-study.css?inline'
import experienceStyles from './styles/experience.css?inline'
import homeStyles from './styles/home.css?inline'

export { MIN_FILL_MS } from './contact/spamSignals.ts'
export { unusedCaseStudies } from './content/caseStudies.ts'
export { checkExperience } from './content/experience.ts'
export { differingValues, siteLanguages } from './content/languages.ts'
export { describeSamples, findSamples } from './content/sample.ts'
export { counterEndpoint, notFoundCountScript, withCounter } from './counting/counter.ts'
export { makeCv } from './cv/files.ts'
export { escapeHtml, siteBase, withSiteUrl } from './document/head.ts'
export { robotsTxt, sitemapXml, webManifest } from './document/publishFiles.ts'
export { THEME_SCRIPT } from './document/themeScript.ts'
export { HELD_BEFORE_BOOT } from './islands/markup.ts'
export { movePropsToFiles } from './islands/propsFiles.ts'
export { caseStudyPath, homePath, pageFile } from './pages/addresses.ts'
export { speculationRules } from './pages/speculation.ts'
export { picturesNamed } from './pictures/catalog.ts'
export { widthsFor } from './pictures/widths.ts'
export { caseStudiesByLanguage, site }

/** Where the form sends, from the content and the build's VITE_EMAILJS_* variables. */
export const emailConfig = (content: SiteContent = site) =>
  resolveEmailConfig(import.meta.env, content.emailjs)

const fill = (template: string, content: SiteContent, head: string, body: string) =>
  template
    .replace('<html lang="en">', `<html lang="${content.lang}">`)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', body)

/**
 * A kind of page, for its styles: a home page (and the 404 page, in the home page's look), or a
 * case study. Every page of a kind carries the same stylesheet, so the CSP allows each kind's by
 * one hash.
 */
export type PageKind = 'home' | 'case-study'

/**
 * The rules each kind of page adds to the site's stylesheet: those that depend on the content's
 * pictures (the enlarged view's picture sizes, of every language's pages of that kind), and the
 * kind's own: the home page's (src/styles/home.css: hero, credentials, form, reveal), which a
 * case study never carries, and a case study's (src/styles/case-study.css), which the home page
 * never carries. The build inlines them into the page's stylesheet, the dev server into the
 * page's head.
 */
export function pageStyles(languages: readonly LanguageBuild[]): Record<PageKind, string> {
  const pictures = (kind: PageKind) =>
    viewerPictureCss(
      languages.flatMap(({ language: { content }, build }) =>
        kind === 'home'
          ? content.projects.items.map((project) => projectPicture(project, build.pictures))
          : build.caseStudies.flatMap(({ caseStudy }) =>
              [...caseStudy.bodyPictures, ...caseStudy.gallery].map((picture) =>
                caseStudyPicture(picture, build.pictures, caseStudy.path),
              ),
            ),
      ),
    )
  // The roles' and the made CV's rules, only where some language has them.
  const experience = languages.some(
    ({ language: { content } }) =>
      (content.experience?.items.length ?? 0) > 0 || madeCv(content) !== undefined,
  )
  return {
    home: `${homeStyles.trim()}\n${experience ? `${experienceStyles.trim()}\n` : ''}${pictures('home')}`,
    'case-study': `${caseStudyStyles.trim()}\n${pictures('case-study')}`,
  }
}

/** A language of the site, with what the build knows beside its content. */
export interface LanguageBuild {
  language: Language
  build: PageBuild
}

/**
 * Each language with what its pages need of the build: the site's base and pictures, and its
 * own case studies (caseStudiesByLanguage), form settings and CV, by the language's index.
 */
export function languageBuilds(
  languages: readonly Language[],
  shared: {
    base: string
    pictures: PageBuild['pictures']
    caseStudies: ReturnType<typeof caseStudiesByLanguage>
    emails: readonly PageBuild['email'][]
    cvs?: readonly PageBuild['cv'][]
    /** Where visits are counted, on every page: absent when they are not. */
    counter?: string
  },
): LanguageBuild[] {
  return languages.map((language, index) => {
    const cv = shared.cvs?.[index]
    const email = shared.emails[index] ?? shared.emails[0]
    if (!email) throw new Error(`${language.file}: no form settings were resolved for it`)
    return {
      language,
      build: {
        base: shared.base,
        pictures: shared.pictures,
        email,
        prefix: language.prefix,
        caseStudies: shared.caseStudies[index]?.caseStudies ?? [],
        caseStudyLinks: shared.caseStudies[index]?.caseStudyLinks ?? new Map(),
        ...(cv ? { cv } : {}),
        ...(shared.counter ? { counter: shared.counter } : {}),
      },
    }
  })
}

/** A page of the site, rendered: where it is (src/pages/addresses.ts) and its HTML. */
export interface RenderedPage {
  /** Its path from the site's base: '' for the home page, 'projects/<name>/' for a case study. */
  path: string
  /** The file it is written to, in the built site. */
  file: string
  /** The same page in each language (none on a site in one language): the sitemap lists them. */
  versions: readonly PageVersion[]
  /** Its kind, for its stylesheet (pageStyles). */
  kind: PageKind
  html: string
}

/** The head of a case study's page: its own title, description, address and sharing picture. */
function caseStudyHead(
  content: SiteContent,
  build: PageBuild,
  entry: ProjectCaseStudy,
  versions: readonly PageVersion[],
): PageHead {
  const { project, caseStudy } = entry
  const path = caseStudyPath(caseStudy.name, build.prefix)
  const image = fileAddress(content, sharePicture(project, build.pictures).src)
  const myWork = myWorkLabel(content)
  return {
    path,
    versions,
    title: content.caseStudies.pageTitle.replace('{title}', project.title),
    description: caseStudy.summary,
    type: 'article',
    image: { url: image, width: 1200, height: 630, alt: project.image.alt },
    structuredData: caseStudyData(
      content,
      {
        path,
        home: homePath(build.prefix),
        title: project.title,
        summary: caseStudy.summary,
        image,
        tags: project.tags,
      },
      myWork,
    ),
  }
}

/**
 * Every page of the site in every language, rendered into the HTML template: each language's
 * home page, then a page for each of its case studies. Each page knows its versions in the
 * other languages (the header's language links, hreflang). A new kind of page is a component
 * in src/pages/ and a few lines here.
 */
export function renderSite(template: string, languages: readonly LanguageBuild[]): RenderedPage[] {
  /** Each page kind's path in each language that has it: 'home', or a case study's name. */
  const paths = languages.map(
    ({ build }) =>
      new Map<string, string>([
        ['home', homePath(build.prefix)],
        ...build.caseStudies.map(
          ({ caseStudy }) =>
            [caseStudy.name, caseStudyPath(caseStudy.name, build.prefix)] as [string, string],
        ),
      ]),
  )
  /** The page `key` in every language that has it (none on a site in one language). */
  const versions = (key: string): PageVersion[] =>
    languages.length < 2
      ? []
      : languages.flatMap(({ language }, index) => {
          const path = paths[index]?.get(key)
          return path === undefined ? [] : [{ lang: language.content.lang, path }]
        })
  /** The header's links to `key` in the other languages: the same page, else their home page. */
  const others = (key: string, self: number): LanguageLink[] =>
    languages.flatMap(({ language, build }, index) =>
      index === self
        ? []
        : [
            {
              lang: language.content.lang,
              name: language.content.languageName,
              href: pageHref(build.base, paths[index]?.get(key) ?? homePath(build.prefix)),
            },
          ],
    )

  return languages.flatMap(({ language: { content }, build }, index) => {
    const page = (kind: PageKind, path: string, head: PageHead, body: string): RenderedPage => ({
      kind,
      path,
      file: pageFile(path),
      versions: head.versions,
      html: fill(template, content, renderHead(content, build.base, head, build.counter), body),
    })
    const home = homePath(build.prefix)
    return [
      page(
        'home',
        home,
        homeHead(content, home, versions('home')),
        renderToString(
          <HomePage content={content} build={build} languages={others('home', index)} />,
        ),
      ),
      ...build.caseStudies.map((entry) => {
        const key = entry.caseStudy.name
        return page(
          'case-study',
          caseStudyPath(key, build.prefix),
          caseStudyHead(content, build, entry, versions(key)),
          renderToString(
            <CaseStudyPage
              content={content}
              build={build}
              entry={entry}
              languages={others(key, index)}
            />,
          ),
        )
      }),
    ]
  })
}

/**
 * Fills the same template with the 404 page (dist/404.html), which hosts serve for missing URLs:
 * in the default language, offering each other language's home page.
 */
export function renderNotFoundPage(
  template: string,
  languages: readonly Pick<Language, 'content'>[],
  build: Pick<PageBuild, 'base' | 'counter'>,
): string {
  const [first, ...rest] = languages.map(({ content }) => content)
  const content = first ?? site
  return fill(
    template,
    content,
    renderNotFoundHead(content, build.base),
    renderToString(<NotFoundPage content={content} build={build} otherLanguages={rest} />),
  )
}
