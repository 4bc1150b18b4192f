import { type CaseStudyFiles, caseStudiesOf, caseStudyFiles } from '../content/caseStudies.ts'
import type { Language } from '../content/languages.ts'
import { caseStudyPath, pageHref } from './addresses.ts'
import type { CaseStudyLink } from './build.ts'

/**
 * Each language's case studies: the pages it has (its own translations), and where its cards
 * link (its own page, else the default language's, marked with that language). Throws, naming
 * the file and the field, when a case study or a project's `caseStudy` is wrong.
 */
export function caseStudiesByLanguage(
  languages: readonly Language[],
  base: string,
  files: CaseStudyFiles = caseStudyFiles,
) {
  const [first] = languages
  const read = languages.map((language, index) =>
    caseStudiesOf(language.content, files, { file: language.file, translation: index > 0 }),
  )
  const href = (language: Language, name: string) =>
    pageHref(base, caseStudyPath(name, language.prefix))
  return languages.map((language, index) => {
    const links = new Map<string, CaseStudyLink>()
    for (const project of language.content.projects.items) {
      const file = project.caseStudy
      if (!file) continue
      const name = file.replace(/\.md$/, '')
      const own = read[index]?.some(({ caseStudy }) => caseStudy.name === name)
      const fallback = first && read[0]?.some(({ caseStudy }) => caseStudy.name === name)
      if (own) links.set(file, { href: href(language, name) })
      else if (first && fallback)
        links.set(file, {
          href: href(first, name),
          lang: first.content.lang,
          languageName: first.content.languageName,
        })
    }
    return { caseStudies: read[index] ?? [], caseStudyLinks: links }
  })
}
