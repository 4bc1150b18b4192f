/**
 * The content without its optional parts: no certifications, no testimonials, no CV. Applied
 * by e2e/owner-edit/run.mjs to a temporary copy, where this file becomes src/content/site.ts;
 * the page must then be exactly the page without them, with not a word or link of them left.
 */
import { site as original } from '../../src/content/site.ts'
import type { SiteContent } from '../../src/content/types.ts'

const {
  credentials: _credentials,
  testimonials: _testimonials,
  cv: _cv,
  ...rest
}: SiteContent = original

export const site = rest satisfies SiteContent
