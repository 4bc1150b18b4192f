/**
 * The made CV's files, for the build (scripts/prerender.mjs): the PDF, the Word file and
 * resume.json of one language, from one model (./model.ts). The build names them by their
 * content, so a file changes its address only when its content changes.
 */
import { madeCv } from '../content/experience.ts'
import type { SiteContent } from '../content/types.ts'
import type { PageBuild } from '../pages/build.ts'
import { CV_TYPEFACE, undrawable } from './fonts.ts'
import { cvModel } from './model.ts'
import { cvPdf } from './pdf.ts'
import { jsonResume } from './resume.ts'
import { cvWord } from './word.ts'

/** The made CV's files, by kind: their bytes and the name each downloads as. */
export interface CvFiles {
  pdf: { bytes: Buffer; download: string }
  word: { bytes: Buffer; download: string }
  resume: { bytes: Buffer; download: string }
}

/** The parts of the content the CV prints, by their field path: each must be drawable. */
function printed(content: SiteContent): [string, unknown][] {
  return [
    ['owner', content.owner],
    ['hero.description', content.hero.description],
    ['hero.profile.focus', content.hero.profile.focus],
    ['hero.profileLinks', content.hero.profileLinks.map((link) => ({ label: link.label }))],
    [
      'projects.items',
      content.projects.items.map(({ title, description, tags }) => ({ title, description, tags })),
    ],
    ['credentials.items', content.credentials?.items.map(({ name, issuer }) => ({ name, issuer }))],
    ['experience', content.experience],
    ['education', content.education],
    ['languages', content.languages],
    ['cv', content.cv],
  ]
}

/**
 * Each text the CV prints with a character its typeface cannot draw, one line each naming the
 * field: the PDF would show an empty box where the reader expects a letter.
 */
export function undrawableTexts(content: SiteContent): string[] {
  const found: string[] = []
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      const missing = undrawable(value)
      if (missing.length)
        found.push(
          `${path} has ${missing.map((character) => `'${character}'`).join(', ')}, which the CV's typeface (${CV_TYPEFACE}) cannot draw: write it another way`,
        )
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, `${path}[${index}]`)
    } else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`)
  }
  for (const [path, value] of printed(content)) walk(value, path)
  return found
}

/**
 * The made CV of `content` (named `file` in messages): undefined when the content keeps its own
 * PDF or has no CV. Fails, naming the file and each field, for a character the PDF cannot draw.
 */
export async function makeCv(
  content: SiteContent,
  file: string,
  build: Pick<PageBuild, 'caseStudyLinks'>,
): Promise<CvFiles | undefined> {
  const cv = cvModel(content, build)
  if (!cv || !madeCv(content)) return undefined
  const problems = undrawableTexts(content)
  if (problems.length) throw new Error(problems.map((problem) => `${file}: ${problem}`).join('\n'))
  const download = `${content.owner.name} CV`
  const [pdf, word] = await Promise.all([cvPdf(cv), cvWord(cv)])
  return {
    pdf: { bytes: pdf, download: `${download}.pdf` },
    word: { bytes: word, download: `${download}.docx` },
    resume: {
      bytes: Buffer.from(`${JSON.stringify(jsonResume(cv), null, 2)}\n`),
      download: 'resume.json',
    },
  }
}
