/**
 * A case study: a Markdown file in src/content/case-studies/, read when the site is built. Its
 * YAML front matter gives the summary, the facts, the results and a gallery; its body is
 * GitHub-flavoured Markdown (CommonMark with tables, strikethrough, bare addresses, task lists
 * and footnotes). Parsed by mdast-util-from-markdown (micromark, with micromark-extension-gfm and
 * mdast-util-gfm) and the `yaml` package, at build time only: nothing of them reaches the
 * browser. What GFM cannot parse (a table without its delimiter row) stays text, as on GitHub.
 *
 * A wrong edit fails the build with a message that names the file, the line where there is one,
 * and the field. Raw HTML in the body is never rendered: it is dropped, with a warning.
 */
import type { Definition, Nodes, Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { frontmatter } from 'micromark-extension-frontmatter'
import { gfm } from 'micromark-extension-gfm'
import { parseDocument } from 'yaml'
import type { PictureExtension } from './types.ts'

/** Where case studies live, as messages name them. */
export const CASE_STUDY_DIR = 'src/content/case-studies'

/** A figure the case study is proud of, shown large: "3 weeks → 2 days", "vendor onboarding time". */
export interface CaseStudyResult {
  value: string
  label: string
}

/** A picture the case study shows: a file in src/content/images/, and what it shows. */
export interface CaseStudyPicture {
  file: `${string}.${PictureExtension}`
  alt: string
}

export interface CaseStudy {
  /** The default language's file name without `.md`: the page's address is projects/<name>/. */
  name: string
  /**
   * The names it was published under before, oldest first (front matter `aliases`, in the
   * default language's file): each old address leads to the new one.
   */
  aliases: readonly string[]
  /** The language it is written in. */
  lang: string
  /** The file, as messages name it (src/content/case-studies/<name>.md). */
  path: string
  summary: string
  client?: string
  role?: string
  duration?: string
  results: readonly CaseStudyResult[]
  /** The gallery, after the body. */
  gallery: readonly CaseStudyPicture[]
  /** The body, with raw HTML taken out and references resolved. */
  body: Root
  /** Every picture in the body, in the order they appear. */
  bodyPictures: readonly CaseStudyPicture[]
  /** What the build should tell the owner: raw HTML dropped, links not kept. */
  warnings: readonly string[]
}

const PICTURE_FILE = /^[^/\\]+\.(png|jpe?g|webp|avif|svg)$/i
const FACTS = ['client', 'role', 'duration'] as const
const FIELDS = new Set(['summary', ...FACTS, 'results', 'pictures', 'aliases'])
const MAX_RESULTS = 4
/** Links a visitor may follow: the web, mail and phone, and addresses on this site. */
const SAFE_LINK = /^(https?:|mailto:|tel:|#|\/|\.{0,2}\/|[^:]*$)/i

/** A field's text: a string or a number, trimmed; undefined when absent or empty. */
export function text(value: unknown, where: string): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new Error(`${where} must be text`)
  const trimmed = String(value).trim()
  return trimmed === '' ? undefined : trimmed
}

export function picture(value: unknown, where: string): CaseStudyPicture {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${where} must be { file, alt }`)
  const { file, alt, ...rest } = value as Record<string, unknown>
  const unknown = Object.keys(rest)[0]
  if (unknown) throw new Error(`${where}.${unknown} is not a field of a picture (file, alt)`)
  const name = text(file, `${where}.file`)
  if (!name) throw new Error(`${where}.file is missing: name a picture in src/content/images/`)
  if (!PICTURE_FILE.test(name))
    throw new Error(
      `${where}.file "${name}" must be a PNG, JPEG, WebP, AVIF or SVG file in src/content/images/`,
    )
  const description = text(alt, `${where}.alt`)
  if (!description)
    throw new Error(
      `${where}.alt is missing: describe what ${name} shows, for visitors who cannot see it`,
    )
  return { file: name as CaseStudyPicture['file'], alt: description }
}

/** A case study's or an article's name is its page's address: lower-case letters, digits and hyphens. */
export const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The names a story was published under before (`aliases: [old-name, ...]`), oldest first, each
 * an address's name, none its own (`name`) or twice. Only the default language's file lists
 * them (`translation`: the file is <name>.<code>.md): they move the page in every language.
 * Whether an alias is another page's name is checked where every page is known
 * (src/pages/aliases.ts).
 */
export function aliasNames(
  value: unknown,
  where: string,
  { name, translation }: { name: string; translation: boolean },
): string[] {
  const names = list(value, where).map((entry, index) => {
    const field = `${where}[${index + 1}]`
    const alias = text(entry, field)?.replace(/\.md$/, '')
    if (!alias || !NAME.test(alias))
      throw new Error(
        `${field} ${alias ? `"${alias}"` : 'is empty'}: name the file's old name, in lower-case letters, digits and hyphens, e.g. old-name`,
      )
    if (alias === name)
      throw new Error(`${field} "${alias}" is the file's own name: list only its old names`)
    return alias
  })
  const twice = names.find((alias, index) => names.indexOf(alias) < index)
  if (twice) throw new Error(`${where} names "${twice}" twice`)
  if (translation && names.length > 0)
    throw new Error(
      `${where}: list the old names in the default language's file (${name}.md): they move the page in every language`,
    )
  return names
}

export function list(value: unknown, where: string): unknown[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw new Error(`${where} must be a list`)
  return value
}

/**
 * The front matter as fields, each of them one of `allowed`: throws, naming the file, for
 * anything else. `what` names the file's kind in the message ('a case study').
 */
export function frontMatterFields(
  data: unknown,
  path: string,
  { allowed, what, example }: { allowed: ReadonlySet<string>; what: string; example: string },
): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new Error(
      `${path}: the front matter (between the --- lines) must be fields, such as ${example}: ...`,
    )
  const fields = data as Record<string, unknown>
  for (const key of Object.keys(fields))
    if (!allowed.has(key))
      throw new Error(`${path}: ${key} is not a field of ${what} (${[...allowed].join(', ')})`)
  return fields
}

/** The front matter's fields, checked one by one. */
function frontMatter(data: unknown, path: string, own: { name: string; translation: boolean }) {
  const at = (field: string) => `${path}: ${field}`
  const fields = frontMatterFields(data, path, {
    allowed: FIELDS,
    what: 'a case study',
    example: 'summary',
  })
  const aliases = aliasNames(fields.aliases, at('aliases'), own)
  const summary = text(fields.summary, at('summary'))
  if (!summary)
    throw new Error(
      `${at('summary')} is missing or empty: say in a sentence or two what the problem was and what changed`,
    )
  const results = list(fields.results, at('results')).map((entry, index) => {
    const where = at(`results[${index + 1}]`)
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      throw new Error(`${where} must be { value, label }`)
    const { value, label } = entry as Record<string, unknown>
    const shown = text(value, `${where}.value`)
    if (!shown)
      throw new Error(`${where}.value is missing: the figure itself, e.g. '3 weeks → 2 days'`)
    const named = text(label, `${where}.label`)
    if (!named) throw new Error(`${where}.label is missing: what the figure measures`)
    return { value: shown, label: named }
  })
  if (results.length > MAX_RESULTS)
    throw new Error(`${at('results')} has ${results.length} entries: show at most ${MAX_RESULTS}`)
  const gallery = list(fields.pictures, at('pictures')).map((entry, index) =>
    picture(entry, at(`pictures[${index + 1}]`)),
  )
  const facts: Partial<Record<(typeof FACTS)[number], string>> = {}
  for (const fact of FACTS) {
    const value = text(fields[fact], at(fact))
    if (value) facts[fact] = value
  }
  return { summary, results, gallery, ...facts, aliases }
}

type Parent = Extract<Nodes, { children: unknown }>

/**
 * The body made safe and self-contained: raw HTML out, references resolved into links and
 * pictures, links a visitor should not follow (javascript:, data:) kept as their text only.
 */
function cleanBody(root: Root, path: string, warnings: string[], pictures: CaseStudyPicture[]) {
  const definitions = new Map<string, Definition>()
  const collect = (node: Nodes) => {
    if (node.type === 'definition') definitions.set(node.identifier, node)
    if ('children' in node) for (const child of node.children) collect(child)
  }
  collect(root)
  const line = (node: Nodes) => `${path}:${node.position?.start.line ?? '?'}`

  const clean = (node: Nodes): Nodes[] => {
    switch (node.type) {
      case 'yaml':
      case 'definition':
        return []
      case 'html':
        warnings.push(
          `${line(node)}: raw HTML is not rendered, and was left out: ${node.value.trim().slice(0, 60)}`,
        )
        return []
      case 'linkReference': {
        const definition = definitions.get(node.identifier)
        if (!definition) return node.children.flatMap(clean)
        return clean({
          type: 'link',
          url: definition.url,
          title: definition.title ?? null,
          children: node.children,
          ...(node.position ? { position: node.position } : {}),
        })
      }
      case 'imageReference': {
        const definition = definitions.get(node.identifier)
        return clean({
          type: 'image',
          url: definition?.url ?? node.label ?? '',
          alt: node.alt ?? '',
          ...(node.position ? { position: node.position } : {}),
        })
      }
      case 'link':
        if (!SAFE_LINK.test(node.url.trim())) {
          warnings.push(
            `${line(node)}: the link to "${node.url}" is not kept (only web, mail and phone addresses are)`,
          )
          return node.children.flatMap(clean)
        }
        return [{ ...node, children: node.children.flatMap(clean) as typeof node.children }]
      case 'image': {
        const file = decodeURIComponent(node.url.trim())
        if (!PICTURE_FILE.test(file))
          throw new Error(
            `${line(node)}: the picture "${node.url}" must be a file in src/content/images/, such as ![What it shows](my-app.png)`,
          )
        if (!node.alt?.trim())
          throw new Error(
            `${line(node)}: the picture ${file} has no alt text: write what it shows, as ![What it shows](${file})`,
          )
        pictures.push({ file: file as CaseStudyPicture['file'], alt: node.alt.trim() })
        return [{ ...node, url: file, alt: node.alt.trim() }]
      }
      default:
        if ('children' in node) {
          const parent = node as Parent
          return [{ ...parent, children: parent.children.flatMap(clean) } as Nodes]
        }
        return [node]
    }
  }
  return { ...root, children: root.children.flatMap(clean) } as Root
}

/**
 * A Markdown file's front matter, read as YAML, and its body's syntax tree (GitHub-flavoured,
 * the front matter its first node). Throws, naming the file (and the line), when the front
 * matter is missing or not valid YAML.
 */
function readMarkdown(markdown: string, path: string): { data: unknown; tree: Root } {
  const tree = fromMarkdown(markdown, {
    extensions: [frontmatter(['yaml']), gfm()],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFromMarkdown()],
  })
  const yaml = tree.children[0]?.type === 'yaml' ? tree.children[0] : undefined
  if (!yaml)
    throw new Error(
      `${path}: the front matter is missing: start the file with a line ---, then summary: ..., then a line ---`,
    )
  const document = parseDocument(yaml.value)
  const [error] = document.errors
  if (error) {
    // The YAML starts on the line after the opening ---.
    const line = (error.linePos?.[0]?.line ?? 0) + (yaml.position?.start.line ?? 1)
    throw new Error(
      `${path}:${line}: the front matter is not valid YAML: ${error.message.split('\n')[0]}`,
    )
  }
  return { data: document.toJS(), tree }
}

/**
 * Reads a case study from its Markdown: `name` is the default language's file name without
 * `.md`, `lang` the language it is written in, `file` its own file's name without `.md` (a
 * translation's is <name>.<code>). Throws, naming the file and the field (and the line, in the
 * body), when something the page needs is wrong.
 */
export function parseCaseStudy(
  name: string,
  markdown: string,
  lang: string,
  file: string = name,
): CaseStudy {
  const path = `${CASE_STUDY_DIR}/${file}.md`
  const { data, ...story } = readStory(markdown, path)
  return {
    name,
    lang,
    path,
    ...frontMatter(data, path, { name, translation: file !== name }),
    ...story,
  }
}

/**
 * A story in Markdown (a case study's, an article's): its front matter, unchecked, and its body
 * made safe, with its pictures and what the build should tell the owner.
 */
export function readStory(markdown: string, path: string) {
  const { data, tree } = readMarkdown(markdown, path)
  const warnings: string[] = []
  const bodyPictures: CaseStudyPicture[] = []
  const body = cleanBody(tree, path, warnings, bodyPictures)
  return { data, body, bodyPictures, warnings }
}
