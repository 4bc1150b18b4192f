/**
 * What the build knows beside the content (src/pages/build.ts), made up for unit tests: every
 * picture the content names, as if encoded from a 1600×1000 screenshot, and the real email
 * settings resolution. The real pictures are proved in scripts/pictures/ and the browser tests.
 */
import { resolveEmailConfig } from '../contact/emailConfig.ts'
import { type CaseStudyFiles, caseStudiesOf, caseStudyFiles } from '../content/caseStudies.ts'
import { type InsightFiles, insightFiles, readInsights } from '../content/insights.ts'
import { site } from '../content/site.ts'
import type { SiteContent } from '../content/types.ts'
import type { PageBuild } from '../pages/build.ts'
import { caseStudiesByLanguage } from '../pages/caseStudyLinks.ts'
import { servicesByLanguage } from '../pages/serviceLinks.ts'
import { type PictureCatalog, pictureKey, picturesNamed } from '../pictures/catalog.ts'
import { widthsFor } from '../pictures/widths.ts'

export const TEST_PICTURE = { width: 1600, height: 1000 }

/**
 * `insights`: the articles' Markdown, by name (src/content/insights/ unless given); `base`: the
 * path the site is served from, which the files' addresses start with.
 */
export function testPictures(
  content: SiteContent = site,
  files: CaseStudyFiles = caseStudyFiles,
  insights: InsightFiles = insightFiles,
  base = '/',
): PictureCatalog {
  const articles = readInsights([content.lang], insights).byLanguage.flat()
  return Object.fromEntries(
    picturesNamed(content, caseStudiesOf(content, files), articles).map(({ file, role }) => [
      pictureKey(role, file),
      {
        ...TEST_PICTURE,
        path: `${base}assets/${file.replace(/\.\w+$/, '')}-{w}w-testhash.{f}`,
        widths: widthsFor(role)(TEST_PICTURE.width, TEST_PICTURE.height),
        formats: ['avif', 'webp'],
      },
    ]),
  )
}

/**
 * `files`: the case studies' Markdown, by name (src/content/case-studies/ unless given); the
 * services' pages are the project's (src/content/services/), in the content's language.
 */
export function testBuild(
  content: SiteContent = site,
  base = '/',
  files: CaseStudyFiles = caseStudyFiles,
): PageBuild {
  return {
    base,
    pictures: testPictures(content, files),
    email: resolveEmailConfig({ DEV: false }, content.emailjs),
    prefix: '',
    caseStudies: [],
    caseStudyLinks: new Map(),
    insights: [],
    services:
      servicesByLanguage([{ content, file: 'src/content/site.ts', prefix: '' }], base)[0] ?? [],
    today: '2026-12-01',
    ...caseStudiesByLanguage(
      [{ content, file: 'src/content/site.ts', prefix: '' }],
      base,
      files,
    )[0],
  }
}
