/**
 * The services the content offers (`services` in each language's content file) and their pages,
 * read from src/content/services/ when the site is built (and by the dev server, which reloads
 * the page as a file changes). Build time only. A wrong edit fails the build naming the file and
 * the field: a page no service names, a service naming a page that is not there, a price
 * without a currency it can be shown in.
 */
import { tagSlug } from '../pages/addresses.ts'
import { NAME } from './caseStudy.ts'
import { checkPrice } from './price.ts'
import { parseServicePage, SERVICE_DIR, type ServicePage } from './service.ts'
import type { Service, SiteContent } from './types.ts'

/** Every Markdown file in src/content/services/, by its name without `.md`. */
export type ServiceFiles = Readonly<Record<string, string>>

/** The files as the project has them. */
export const serviceFiles: ServiceFiles = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('./services/*.md', { query: '?raw', import: 'default', eager: true }),
  ).map(([file, markdown]) => [file.replace(/^.*\//, '').replace(/\.md$/, ''), markdown]),
)

/** A service as a language offers it, with its page in that language where it has one. */
export interface OfferedService {
  service: Service
  /**
   * What names it in a link to the form (`?service=<key>`): its page's name, else its name as
   * an address ('Power Platform health check' → 'power-platform-health-check').
   */
  key: string
  /** Its page's name (its file's, without `.md`), when it has a page in some language. */
  pageName?: string
  /** Its page in this language, read and checked (none: no page, or not translated yet). */
  page?: ServicePage
}

/** A service's page name: its `page` file without `.md`. */
const pageNameOf = (service: Service) => service.page?.replace(/\.md$/, '')

/**
 * The services a language offers, in the content's order, each checked, with its page read: in
 * the default language <name>.md, in another <name>.<code>.md (none while it is not translated:
 * its card links to the default language's page). Throws, naming the content file and the field,
 * for a service without a name, a price that cannot be shown, a page whose file is not there or
 * whose name cannot be an address, or two services with one key.
 * @param file the content file, as messages name it
 * @param translation false for the default language
 */
export function servicesOf(
  content: SiteContent,
  files: ServiceFiles = serviceFiles,
  { file = 'src/content/site.ts', translation = false } = {},
): OfferedService[] {
  const offered = (content.services?.items ?? []).map((service, index): OfferedService => {
    const where = `${file}: services.items[${index + 1}]`
    if (!service.name.trim())
      throw new Error(
        `${where}.name is empty: name the service, e.g. 'Power Platform health check'`,
      )
    if (service.price) checkPrice(service.price, `${where}.price`)
    for (const [tag, value] of service.tags.entries())
      if (!value.trim()) throw new Error(`${where}.tags[${tag + 1}] is empty: name a topic`)
    const name = pageNameOf(service)
    if (name === undefined) return { service, key: tagSlug(service.name) }
    if (!NAME.test(name))
      throw new Error(
        `${where}.page '${service.page}': name the file in lower-case letters, digits and hyphens (its page's address), e.g. 'power-platform-health-check.md'`,
      )
    if (files[name] === undefined)
      throw new Error(
        `${where}.page '${service.page}': ${SERVICE_DIR}/${name}.md does not exist: write it, or remove the page field`,
      )
    const own = translation ? `${name}.${content.lang}` : name
    const markdown = files[own]
    return {
      service,
      key: name,
      pageName: name,
      ...(markdown === undefined
        ? {}
        : { page: parseServicePage(name, markdown, content.lang, own) }),
    }
  })
  const keys = offered.map(({ key }) => key)
  const twice = keys.findIndex((key, index) => keys.indexOf(key) < index)
  if (twice >= 0)
    throw new Error(
      `${file}: services.items[${twice + 1}] "${offered[twice]?.service.name}" has the same ${offered[twice]?.pageName ? 'page' : 'name, as an address,'} as services.items[${keys.indexOf(keys[twice] ?? '') + 1}]: give each service its own`,
    )
  return offered
}

/**
 * Fails the build, naming the file, for a page in src/content/services/ that no service names
 * in the languages (`contents`, the default first): <name>.md where the default language's
 * services name no page '<name>.md', <name>.<code>.md where <code>'s do not. An unnamed page
 * would never be published, and a page an owner wrote should never vanish unseen. A translation
 * in a language the site does not have (no src/content/site.<code>.ts) is not published either:
 * it is returned, as a warning, as an article's is.
 */
export function checkServicePages(
  contents: readonly { content: SiteContent; file: string }[],
  files: ServiceFiles = serviceFiles,
): string[] {
  const [first] = contents
  const named = new Set(
    contents.flatMap(({ content }) =>
      (content.services?.items ?? []).flatMap((service) => {
        const name = pageNameOf(service)
        return name === undefined
          ? []
          : [content.lang === first?.content.lang ? name : `${name}.${content.lang}`]
      }),
    ),
  )
  const warnings: string[] = []
  for (const name of Object.keys(files).sort()) {
    if (named.has(name)) continue
    const [page = '', code] = name.split('.')
    const language =
      code === undefined ? first : contents.find((each) => each.content.lang === code)
    if (!language) {
      warnings.push(
        `${SERVICE_DIR}/${name}.md is in a language the site does not have (no src/content/site.${code}.ts): it is not published.`,
      )
      continue
    }
    throw new Error(
      `${SERVICE_DIR}/${name}.md is not named by any service: name it as page: '${page}.md' of a service in services.items of ${language.file}, or delete the file`,
    )
  }
  return warnings
}
