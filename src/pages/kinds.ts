/**
 * Every kind of page the site has, in the order each language's pages are published: a new
 * kind is a module in src/pages/ (a PageKind: its pages per language, head, body, stylesheet)
 * and one line here. The build renders, styles, lists and speculates each one with no step of
 * its own (src/entry-server.tsx).
 */
import type { PageKind } from './build.ts'
import { caseStudyKind } from './caseStudyKind.tsx'
import { cvKind } from './cvKind.tsx'
import { homeKind } from './homeKind.tsx'
import { insightsKind } from './insightsKind.tsx'
import { privacyKind } from './privacyKind.tsx'
import { serviceKind } from './serviceKind.tsx'

export const pageKinds: readonly PageKind[] = [
  homeKind,
  caseStudyKind,
  insightsKind,
  cvKind,
  serviceKind,
  privacyKind,
]
