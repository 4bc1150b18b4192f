/**
 * The project pictures, as the build made them: every file in src/content/images/, read and
 * encoded by the picture pipeline (scripts/pictures/), looked up by the name site.ts gives.
 */
import type { Project } from './types.ts'

/**
 * One picture file, as `import x from './file.png?picture'` gives it: its size read from the
 * file, and for raster pictures how its encoded files are named: `path` with {w} (one of
 * `widths`) and {f} (one of `formats`, best first) filled in. An SVG is one file, `src`.
 */
export type PictureModule =
  | { width: number; height: number; path: string; widths: number[]; formats: string[] }
  | { width: number; height: number; src: string }

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

const files = import.meta.glob<PictureModule | { error: string }>('./images/*', {
  eager: true,
  import: 'default',
  query: '?picture',
})

function picture(module: PictureModule): Picture {
  if ('src' in module) return { ...module, sources: [] }
  const url = (width: number, format: string) =>
    module.path.replace('{w}', String(width)).replace('{f}', format)
  const fallbackWidth = module.widths.filter((width) => width <= 1080).at(-1) ?? module.width
  return {
    src: url(fallbackWidth, module.formats.at(-1) ?? ''),
    width: module.width,
    height: module.height,
    sources: module.formats.map((format) => ({
      type: `image/${format}`,
      srcset: module.widths.map((width) => `${url(width, format)} ${width}w`).join(', '),
    })),
  }
}

/**
 * The picture of `project`. Throws, naming the project and the file, when the file is missing
 * or unreadable or the alt text is empty: rendering the page at build time then fails the build.
 */
export function projectPicture(project: Project): ProjectPictureFiles {
  const { file, alt, focus = 'top' } = project.image
  const found = files[`./images/${file}`]
  if (!found || 'error' in found || !alt.trim()) {
    // The page renders at build time first, so this fails the build; the messages stay out of
    // the browser's script.
    if (!import.meta.env.SSR) throw new Error(file)
    const where = `src/content/images/${file}`
    throw new Error(
      `Project "${project.title}": ${
        !found
          ? `its picture ${where} does not exist (check the name in src/content/site.ts)`
          : 'error' in found
            ? `its picture ${where} cannot be used: ${found.error}`
            : `its picture ${where} has no alt text (describe what it shows in src/content/site.ts)`
      }`,
    )
  }
  return { ...picture(found), alt, focus }
}
