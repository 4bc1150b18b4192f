/**
 * The case studies the content names, read from src/content/case-studies/ when the site is
 * built (and by the dev server, which reloads the page as a file changes). Build time only.
 */
import { CASE_STUDY_DIR, type CaseStudy, NAME, parseCaseStudy } from './caseStudy.ts'
import type { Project, SiteContent } from './types.ts'

/** Every Markdown file in src/content/case-studies/, by its name without `.md`. */
export type CaseStudyFiles = Readonly<Record<string, string>>

/** The files as the project has them. */
export const caseStudyFiles: CaseStudyFiles = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('./case-studies/*.md', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, markdown]) => [file.replace(/^.*\//, '').replace(/\.md$/, ''), markdown]),
)

/** A project with its case study. */
export interface ProjectCaseStudy {
  project: Project
  caseStudy: CaseStudy
}

export { NAME } from './caseStudy.ts'

/**
 * The projects that have a case study in the content's language, in the order of the projects,
 * each with its case study read: in the default language <name>.md, in another <name>.<code>.md
 * (a project whose case study is not translated yet is left out: its card links to the default
 * language's page). Throws, naming the project and the file, when a project names a file that
 * is not there or that cannot be an address.
 * @param file the content file, as messages name it
 * @param translation false for the default language
 */
export function caseStudiesOf(
  content: SiteContent,
  files: CaseStudyFiles = caseStudyFiles,
  { file = 'src/content/site.ts', translation = false } = {},
): ProjectCaseStudy[] {
  return content.projects.items.flatMap((project) => {
    if (!project.caseStudy) return []
    const name = project.caseStudy.replace(/\.md$/, '')
    const owner = `Project "${project.title}": caseStudy '${project.caseStudy}' in ${file}`
    if (!NAME.test(name))
      throw new Error(
        `${owner}: name the file in lower-case letters, digits and hyphens (its page's address), e.g. 'vendor-onboarding.md'`,
      )
    if (files[name] === undefined)
      throw new Error(`${owner}: ${CASE_STUDY_DIR}/${name}.md does not exist`)
    const own = translation ? `${name}.${content.lang}` : name
    const markdown = files[own]
    if (markdown === undefined) return []
    return [{ project, caseStudy: parseCaseStudy(name, markdown, content.lang, own) }]
  })
}

/**
 * Case-study files no project names, in any of the languages (`contents`): they are not
 * published. A translation <name>.<code>.md counts as named where <code>'s content names
 * <name>.md.
 */
export const unusedCaseStudies = (
  contents: readonly SiteContent[],
  files: CaseStudyFiles = caseStudyFiles,
  defaultLang = contents[0]?.lang,
) => {
  const named = new Set(
    contents.flatMap(({ lang, projects }) =>
      projects.items.flatMap(({ caseStudy }) => {
        const name = caseStudy?.replace(/\.md$/, '')
        return name ? [lang === defaultLang ? name : `${name}.${lang}`] : []
      }),
    ),
  )
  return Object.keys(files)
    .filter((name) => !named.has(name))
    .map((name) => `${CASE_STUDY_DIR}/${name}.md`)
}
