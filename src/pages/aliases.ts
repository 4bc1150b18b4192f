/**
 * A case study or an article published under another name before (`aliases` in its front
 * matter) keeps its old addresses: for each old name and each language that has the page, a
 * redirect from the old path to the new one. The build writes a page at the old address that
 * leads on at once (src/document/redirect.ts, for GitHub Pages) and a 301 rule for the hosts
 * that redirect (scripts/security-headers.mjs). The sitemap lists only the new address.
 */
import { INSIGHT_DIR } from '../content/insight.ts'
import { caseStudyPath, insightPath } from './addresses.ts'
import type { LanguageBuild } from './build.ts'

/** An old address, and where the page is now: paths from the site's base. */
export interface Redirect {
  from: string
  to: string
  /** The page's title, which the page at the old address names in its link. */
  title: string
  /** The language whose page it is. */
  lang: string
  /** The file whose `aliases` list the old name, as messages name it. */
  file: string
}

/**
 * Every old address of the site's pages, in every language (`languages`, the default first).
 * `published`: every page's path in this build. Throws, naming the file, for an old name that is
 * another page's address (it would hide that page), or that two files list.
 */
export function aliasRedirects(
  languages: readonly LanguageBuild[],
  published: readonly string[],
): Redirect[] {
  const [first] = languages
  // The old names are the default language's file's: they move the page in every language.
  const caseStudyAliases = new Map(
    (first?.build.caseStudies ?? []).map(({ caseStudy }) => [caseStudy.name, caseStudy]),
  )
  const redirects = languages.flatMap(({ language, build }) => {
    const lang = language.content.lang
    return [
      ...build.caseStudies.flatMap(({ project, caseStudy }) => {
        const named = caseStudyAliases.get(caseStudy.name) ?? caseStudy
        return named.aliases.map((alias) => ({
          from: caseStudyPath(alias, build.prefix),
          to: caseStudyPath(caseStudy.name, build.prefix),
          title: project.title,
          lang,
          file: named.path,
        }))
      }),
      // An article listed from the default language (`lang` set) has no page in this one.
      ...build.insights.flatMap(({ insight, lang: elsewhere }) =>
        elsewhere
          ? []
          : insight.aliases.map((alias) => ({
              from: insightPath(alias, build.prefix),
              to: insightPath(insight.name, build.prefix),
              title: insight.title,
              lang,
              file: `${INSIGHT_DIR}/${insight.name}.md`,
            })),
      ),
    ]
  })
  const pages = new Set(published)
  const seen = new Map<string, Redirect>()
  for (const redirect of redirects) {
    const alias = redirect.from.split('/').at(-2)
    if (pages.has(redirect.from))
      throw new Error(
        `${redirect.file}: aliases names "${alias}", the name of another page (/${redirect.from}): list only the names the page had before`,
      )
    const other = seen.get(redirect.from)
    if (other && other.file !== redirect.file)
      throw new Error(
        `${redirect.file}: aliases names "${alias}", which ${other.file} lists too: an old address can lead to one page only`,
      )
    seen.set(redirect.from, redirect)
  }
  return [...seen.values()]
}
