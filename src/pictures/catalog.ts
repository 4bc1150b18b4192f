/**
 * The pictures the content names, as the build made them (scripts/pictures/publish.mjs): looked
 * up by role and file name, and turned into what a <picture> element needs. Runs only where the
 * page is rendered (the build, the dev server); no picture data reaches a script of the page.
 */

import type { ProjectCaseStudy } from '../content/caseStudies.ts'
import type { CaseStudyPicture } from '../content/caseStudy.ts'
import type { Insight } from '../content/insight.ts'
import type { ServicePage } from '../content/service.ts'
import type { Credential, Project, SiteContent } from '../content/types.ts'
import type { PictureRole } from './widths.ts'

/**
 * One picture file in one role: its size read from the file, and for raster pictures how its
 * encoded files are named: `path` with {w} (one of `widths`) and {f} (one of `formats`, best
 * first) filled in. An SVG is one file, `src`. A file that cannot be used says why, `error`.
 */
export type PictureEntry =
  | { width: number; height: number; path: string; widths: number[]; formats: string[] }
  | { width: number; height: number; src: string }
  | { error: string }

/** Every picture the content names, by pictureKey(role, file). */
export type PictureCatalog = Readonly<Record<string, PictureEntry>>

/** A picture file the page names, in the role it plays there. */
export interface PictureRequest {
  file: string
  role: PictureRole
}

/** The catalog's key (scripts/pictures/publish.mjs makes the same). */
export const pictureKey = (role: PictureRole, file: string) => `${role}:${file}`

/** A picture ready for <picture>: a fallback file, and one srcset per format. */
export interface Picture {
  src: string
  width: number
  height: number
  sources: readonly { type: string; srcset: string }[]
}

/** A project's picture, ready to show: the files, the alt text and the focal point. */
export interface ProjectPictureFiles extends Picture {
  alt: string
  focus: NonNullable<Project['image']['focus']>
}

/** The widest file a browser without AVIF or WebP gets for a card; a badge gets its largest. */
const FALLBACK_MAX_WIDTH: Record<PictureRole, number> = {
  card: 1080,
  badge: Number.POSITIVE_INFINITY,
  share: Number.POSITIVE_INFINITY,
}

function picture(entry: Exclude<PictureEntry, { error: string }>, role: PictureRole): Picture {
  if ('src' in entry) return { ...entry, sources: [] }
  const url = (width: number, format: string) =>
    entry.path.replace('{w}', String(width)).replace('{f}', format)
  const fallbackWidth =
    entry.widths.filter((width) => width <= FALLBACK_MAX_WIDTH[role]).at(-1) ?? entry.width
  return {
    src: url(fallbackWidth, entry.formats.at(-1) ?? ''),
    width: entry.width,
    height: entry.height,
    sources: entry.formats.map((format) => ({
      type: `image/${format}`,
      srcset: entry.widths.map((width) => `${url(width, format)} ${width}w`).join(', '),
    })),
  }
}

/**
 * The picture of `file` in `role`, or an error naming `owner` (what wants it), the file, and
 * the content file that names it (`namedIn`): rendering the page at build time then fails the
 * build with that message.
 */
function lookUp(
  catalog: PictureCatalog,
  role: PictureRole,
  file: string,
  owner: string,
  namedIn = 'src/content/site.ts',
) {
  const found = catalog[pictureKey(role, file)]
  const where = `src/content/images/${file}`
  if (!found) throw new Error(`${owner}: its picture ${where} was not prepared by the build`)
  if ('error' in found) {
    throw new Error(
      found.error.endsWith('does not exist')
        ? `${owner}: its picture ${where} does not exist (check the name in ${namedIn})`
        : `${owner}: its picture ${where} cannot be used: ${found.error}`,
    )
  }
  return picture(found, role)
}

/**
 * A case study's picture (or an article's: `owner` names which), ready to show (its alt text
 * was checked as the file was read).
 */
export function caseStudyPicture(
  { file, alt }: CaseStudyPicture,
  catalog: PictureCatalog,
  path: string,
  owner = 'Case study',
): ProjectPictureFiles {
  return { ...lookUp(catalog, 'card', file, `${owner} ${path}`, path), alt, focus: 'top' }
}

/** A case study page's sharing picture: its project's picture as a 1200×630 JPEG. */
export function sharePicture(project: Project, catalog: PictureCatalog): Picture {
  return lookUp(catalog, 'share', project.image.file, `Project "${project.title}"`)
}

/** An article's sharing picture: its cover as a 1200×630 JPEG. */
export function coverSharePicture(
  cover: CaseStudyPicture,
  catalog: PictureCatalog,
  path: string,
): Picture {
  return lookUp(catalog, 'share', cover.file, `Article ${path}`, path)
}

/**
 * The picture of `project`. Throws, naming the project and the file, when the file is missing
 * or unreadable or the alt text is empty.
 */
export function projectPicture(project: Project, catalog: PictureCatalog): ProjectPictureFiles {
  const { file, alt, focus = 'top' } = project.image
  const owner = `Project "${project.title}"`
  if (!alt.trim()) {
    throw new Error(
      `${owner}: its picture src/content/images/${file} has no alt text (describe what it shows in src/content/site.ts)`,
    )
  }
  return { ...lookUp(catalog, 'card', file, owner), alt, focus }
}

/** A certification's badge (decorative: the certification's name is beside it). */
export function badgePicture(
  credential: Credential & { badge: string },
  catalog: PictureCatalog,
): Picture {
  return lookUp(catalog, 'badge', credential.badge, `Certification "${credential.name}"`)
}

/**
 * Every picture file the content, its case studies and its articles name, with its role: the
 * build encodes these and no other.
 */
export function picturesNamed(
  content: SiteContent,
  caseStudies: readonly ProjectCaseStudy[] = [],
  insights: readonly Insight[] = [],
  /** The service pages written in the content's language (their body's pictures). */
  servicePages: readonly Pick<ServicePage, 'bodyPictures'>[] = [],
): PictureRequest[] {
  return [
    ...content.projects.items.map(({ image }) => ({ file: image.file, role: 'card' as const })),
    ...caseStudies.flatMap(({ project, caseStudy }) => [
      { file: project.image.file, role: 'share' as const },
      ...[...caseStudy.bodyPictures, ...caseStudy.gallery].map(({ file }) => ({
        file,
        role: 'card' as const,
      })),
    ]),
    ...(content.credentials?.items ?? []).flatMap(({ badge }) =>
      badge ? [{ file: badge, role: 'badge' as const }] : [],
    ),
    // An article's cover shows at the top of its page and is its sharing picture.
    ...insights.flatMap(({ cover, bodyPictures }) => [
      ...(cover
        ? [
            { file: cover.file, role: 'card' as const },
            { file: cover.file, role: 'share' as const },
          ]
        : []),
      ...bodyPictures.map(({ file }) => ({ file, role: 'card' as const })),
    ]),
    ...servicePages.flatMap(({ bodyPictures }) =>
      bodyPictures.map(({ file }) => ({ file, role: 'card' as const })),
    ),
  ]
}
