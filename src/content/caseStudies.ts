/**
 * The case studies the content names, read from src/content/case-studies/ when the site is
 * built (and by the dev server, which reloads the page as a file changes). Build time only.
 */
import { CASE_STUDY_DIR, type CaseStudy, parseCaseStudy } from './caseStudy.ts'
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

/** A case study's name is its page's address: lower-case letters, digits and hyphens. */
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The projects that have a case study, in the order of the projects, each with its case study
 * read. Throws, naming the project and the file, when a project names a file that is not there
 * or that cannot be an address.
 */
export function caseStudiesOf(
  content: SiteContent,
  files: CaseStudyFiles = caseStudyFiles,
): ProjectCaseStudy[] {
  return content.projects.items.flatMap((project) => {
    if (!project.caseStudy) return []
    const name = project.caseStudy.replace(/\.md$/, '')
    const owner = `Project "${project.title}": caseStudy '${project.caseStudy}' in src/content/site.ts`
    if (!NAME.test(name))
      throw new Error(
        `${owner}: name the file in lower-case letters, digits and hyphens (its page's address), e.g. 'vendor-onboarding.md'`,
      )
    const markdown = files[name]
    if (markdown === undefined)
      throw new Error(`${owner}: ${CASE_STUDY_DIR}/${name}.md does not exist`)
    return [{ project, caseStudy: parseCaseStudy(name, markdown) }]
  })
}

/** Case-study files no project names: they are not published. */
export const unusedCaseStudies = (content: SiteContent, files: CaseStudyFiles = caseStudyFiles) => {
  const named = new Set(content.projects.items.map(({ caseStudy }) => caseStudy))
  return Object.keys(files)
    .filter((name) => !named.has(`${name}.md`))
    .map((name) => `${CASE_STUDY_DIR}/${name}.md`)
}
