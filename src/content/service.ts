/**
 * A service's page: a Markdown file in src/content/services/, read when the site is built,
 * through the case studies' pipeline (src/content/caseStudy.ts): YAML front matter, a
 * GitHub-flavoured body, pictures from src/content/images/, raw HTML left out. The front matter
 * says who the service is for and what the buyer gets; the body, how it runs. A wrong edit fails
 * the build with a message that names the file and the field. Build time only.
 */
import type { Root } from 'mdast'
import { type CaseStudyPicture, frontMatterFields, list, readStory, text } from './caseStudy.ts'

/** Where services' pages live, as messages name them. */
export const SERVICE_DIR = 'src/content/services'

/** How many things a buyer gets, as the page lists them: at least one, at most eight. */
export const DELIVERABLES = { min: 1, max: 8 } as const

export interface ServicePage {
  /** The default language's file name without `.md`: the page's address is services/<name>/. */
  name: string
  /** The language it is written in. */
  lang: string
  /** The file, as messages name it (src/content/services/<name>.md). */
  path: string
  /** Who it is for: a sentence or two. */
  audience: string
  /** What the buyer gets, one short line each. */
  deliverables: readonly string[]
  /** How it runs: the body, with raw HTML taken out and references resolved. */
  body: Root
  /** Every picture in the body, in the order they appear. */
  bodyPictures: readonly CaseStudyPicture[]
  /** What the build should tell the owner: raw HTML dropped, links not kept. */
  warnings: readonly string[]
}

const FIELDS = new Set(['audience', 'deliverables'])

/** The front matter's fields, checked one by one. */
function frontMatter(data: unknown, path: string) {
  const at = (field: string) => `${path}: ${field}`
  const fields = frontMatterFields(data, path, {
    allowed: FIELDS,
    what: 'a service’s page',
    example: 'audience',
  })
  const audience = text(fields.audience, at('audience'))
  if (!audience)
    throw new Error(
      `${at('audience')} is missing or empty: say in a sentence or two who the service is for`,
    )
  const deliverables = list(fields.deliverables, at('deliverables')).map((entry, index) => {
    const line = text(entry, at(`deliverables[${index + 1}]`))
    if (!line)
      throw new Error(`${at(`deliverables[${index + 1}]`)} is empty: name one thing the buyer gets`)
    return line
  })
  if (deliverables.length < DELIVERABLES.min || deliverables.length > DELIVERABLES.max)
    throw new Error(
      `${at('deliverables')} ${deliverables.length === 0 ? 'is missing' : `has ${deliverables.length}`}: list ${DELIVERABLES.min} to ${DELIVERABLES.max} things the buyer gets, one a line`,
    )
  return { audience, deliverables }
}

/**
 * Reads a service's page from its Markdown: `name` is the default language's file name without
 * `.md`, `lang` the language it is written in, `file` its own file's name without `.md` (a
 * translation's is <name>.<code>). Throws, naming the file and the field (and the line, in the
 * body), when something the page needs is wrong, or when the body is empty.
 */
export function parseServicePage(
  name: string,
  markdown: string,
  lang: string,
  file: string = name,
): ServicePage {
  const path = `${SERVICE_DIR}/${file}.md`
  const { data, ...story } = readStory(markdown, path)
  const fields = frontMatter(data, path)
  if (story.body.children.length === 0)
    throw new Error(
      `${path}: the page has no text after its front matter: write how the service runs (steps, what you need from the buyer, what happens at the end)`,
    )
  return { name, lang, path, ...fields, ...story }
}
