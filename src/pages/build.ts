import type { EmailConfig } from '../contact/emailConfig.ts'
import type { PictureCatalog } from '../pictures/catalog.ts'

/** What the build knows beside the content when it renders a page. */
export interface PageBuild {
  /** The path the site is served from: '/' at the root of a domain, '/repo/' under a path. */
  base: string
  /** The pictures the content names, prepared by the build (scripts/pictures/publish.mjs). */
  pictures: PictureCatalog
  /** Where the contact form sends, resolved from the content and the build's environment. */
  email: EmailConfig
  /** The CV to download, when the content names one: its published address and size. */
  cv?: { href: string; bytes: number }
  /**
   * The counter's count address, when the content counts visits (src/counting/counter.ts).
   * Only the build sets it: the dev server counts nothing.
   */
  counter?: string
}
