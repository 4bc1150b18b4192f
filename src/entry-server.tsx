/**
 * Build-time entry: renders the pages to HTML, and gives the build everything it needs beside
 * them (scripts/build.mjs, scripts/prerender.mjs). None of this reaches the browser: the page's
 * scripts are the islands (src/islands/), which get their props from the HTML.
 */
import { renderToString } from 'react-dom/server'
import { resolveEmailConfig } from './contact/emailConfig.ts'
import type { ProjectCaseStudy } from './content/caseStudies.ts'
import { site } from './content/site.ts'
import type { SiteContent } from './content/types.ts'
import {
  caseStudyData,
  fileAddress,
  type PageHead,
  renderHead,
  renderNotFoundHead,
} from './document/head.ts'
import { caseStudyPath, HOME_PATH, pageFile } from './pages/addresses.ts'
import type { PageBuild } from './pages/build.ts'
import { CaseStudyPage } from './pages/CaseStudyPage.tsx'
import { HomePage } from './pages/HomePage.tsx'
import { NotFoundPage } from './pages/NotFoundPage.tsx'
import { caseStudyPicture, projectPicture, sharePicture } from './pictures/catalog.ts'
import { viewerPictureCss } from './pictures/layout.ts'

export { MIN_FILL_MS } from './contact/spamSignals.ts'
export { caseStudiesOf, unusedCaseStudies } from './content/caseStudies.ts'
export { describeSamples, findSamples } from './content/sample.ts'
export { escapeHtml, siteBase, withSiteUrl } from './document/head.ts'
export { robotsTxt, sitemapXml, webManifest } from './document/publishFiles.ts'
export { HELD_BEFORE_BOOT } from './islands/markup.ts'
export { caseStudyPath, pageFile } from './pages/addresses.ts'
export { picturesNamed } from './pictures/catalog.ts'
export { widthsFor } from './pictures/widths.ts'
export { site }

/** Where the form sends, from the content and the build's VITE_EMAILJS_* variables. */
export const emailConfig = (content: SiteContent = site) =>
  resolveEmailConfig(import.meta.env, content.emailjs)

const fill = (template: string, content: SiteContent, head: string, body: string) =>
  template
    .replace('<html lang="en">', `<html lang="${content.lang}">`)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', body)

/**
 * The stylesheet's rules that depend on the content's pictures (the enlarged view's picture
 * sizes, on every page): the build adds them to the inlined stylesheet, the dev server to the
 * page's head.
 */
export const pictureCss = (
  content: SiteContent,
  build: Pick<PageBuild, 'pictures' | 'caseStudies'>,
): string =>
  viewerPictureCss([
    ...content.projects.items.map((project) => projectPicture(project, build.pictures)),
    ...build.caseStudies.flatMap(({ caseStudy }) =>
      [...caseStudy.bodyPictures, ...caseStudy.gallery].map((picture) =>
        caseStudyPicture(picture, build.pictures, caseStudy.path),
      ),
    ),
  ])

/** A page of the site, rendered: where it is (src/pages/addresses.ts) and its HTML. */
export interface RenderedPage {
  /** Its path from the site's base: '' for the home page, 'projects/<name>/' for a case study. */
  path: string
  /** The file it is written to, in the built site. */
  file: string
  html: string
}

/** The head of a case study's page: its own title, description, address and sharing picture. */
function caseStudyHead(content: SiteContent, build: PageBuild, entry: ProjectCaseStudy): PageHead {
  const { project, caseStudy } = entry
  const path = caseStudyPath(caseStudy.name)
  const image = fileAddress(content, sharePicture(project, build.pictures).src)
  const myWork =
    content.navbar.links.find((link) => link.href === `#${content.sectionIds.projects}`)?.label ??
    content.projects.title
  return {
    path,
    title: content.caseStudies.pageTitle.replace('{title}', project.title),
    description: caseStudy.summary,
    type: 'article',
    image: { url: image, width: 1200, height: 630, alt: project.image.alt },
    structuredData: caseStudyData(
      content,
      { path, title: project.title, summary: caseStudy.summary, image, tags: project.tags },
      myWork,
    ),
  }
}

/**
 * Every page of the site, rendered into the HTML template: the home page, then a page for each
 * project's case study. A new kind of page is a component in src/pages/ and a line here.
 */
export function renderPages(
  template: string,
  content: SiteContent,
  build: PageBuild,
): RenderedPage[] {
  const page = (path: string, head: string, body: string): RenderedPage => ({
    path,
    file: pageFile(path),
    html: fill(template, content, head, body),
  })
  return [
    page(
      HOME_PATH,
      renderHead(content, build.base),
      renderToString(<HomePage content={content} build={build} />),
    ),
    ...build.caseStudies.map((entry) =>
      page(
        caseStudyPath(entry.caseStudy.name),
        renderHead(content, build.base, caseStudyHead(content, build, entry)),
        renderToString(<CaseStudyPage content={content} build={build} entry={entry} />),
      ),
    ),
  ]
}

/** Fills the same template with the 404 page (dist/404.html), which hosts serve for missing URLs. */
export function renderNotFoundPage(
  template: string,
  content: SiteContent,
  build: Pick<PageBuild, 'base'>,
): string {
  return fill(
    template,
    content,
    renderNotFoundHead(content, build.base),
    renderToString(<NotFoundPage content={content} build={build} />),
  )
}
