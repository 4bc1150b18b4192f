// @vitest-environment node
/**
 * The made CV's PDF, read back as an applicant-tracking system reads it: its text in the order
 * of its content, its links, its document information. Expectations come from the content.
 */
import { getDocumentProxy, getMeta } from 'unpdf'
import { describe, expect, it, vi } from 'vitest'
import { site as polish } from '../../e2e/fixtures/languages/site.pl.ts'
import { site } from '../content/site.ts'
import type { SiteContent } from '../content/types.ts'
import { testBuild } from '../test/build.ts'
import { makeCv } from './files.ts'
import { type CvModel, cvModel } from './model.ts'
import { cvPdf } from './pdf.ts'

const content: SiteContent = site

/** The sample's CV, or, for content that keeps its own PDF, the same content with a made one. */
function modelOf(source: SiteContent): CvModel {
  const made = cvModel(source, testBuild(source))
  if (made) return made
  throw new Error('the content asks for no made CV')
}

/** Every page's text, joined in content-stream order, and the links on each page. */
async function read(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const pages: string[] = []
  const links: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const { items } = await page.getTextContent()
    pages.push(
      items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : '')).join(''),
    )
    for (const annotation of await page.getAnnotations())
      if (annotation.subtype === 'Link' && annotation.url) links.push(annotation.url)
  }
  const meta = await getMeta(document)
  return { text: pages.join('\n'), pages: document.numPages, links, meta }
}

/** Where each of `needles` first appears in `text`, in order: -1 for one that is missing. */
const positions = (text: string, needles: readonly string[]) => {
  let from = 0
  return needles.map((needle) => {
    const at = text.indexOf(needle, from)
    if (at >= 0) from = at + needle.length
    return at
  })
}

/** Text as extraction joins it: lines wrapped inside a sentence come back with a line break. */
const flat = (text: string) => text.replace(/\s+/g, ' ')

// Content that keeps its own PDF has no CV to draw: the checks say so, skipped. (A skipped
// describe still runs its body to collect its tests, which would draw nothing.)
const ownPdfOnly = (source: SiteContent) => !cvModel(source, testBuild(source))
if (ownPdfOnly(content)) it.skip('the CV as a PDF: the content keeps its own PDF', () => {})
else
  describe('the CV as a PDF', () => {
    const cv = modelOf(content)
    // Drawn once for the checks that read it: a PDF takes a moment to draw on a busy machine.
    const pdf = cvPdf(cv)
    const drawn = pdf.then(read)
    // The same again, years later by the clock, as a later build would run (the drawing is done
    // when cvPdf returns; only the bytes' delivery waits).
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(Date.UTC(2031, 6, 15, 13, 37, 21)))
    const later = cvPdf(cv)
    vi.useRealTimers()

    it('reads, in order: the name, the e-mail address, every role, every certification', async () => {
      const { text } = await drawn
      const wanted = [
        cv.name,
        ...(cv.email ? [cv.email] : []),
        ...cv.roles.flatMap((role) => [`${role.title}, ${role.employer}`, role.period]),
        ...cv.certifications.map((certification) => certification.name),
      ]
      expect(positions(flat(text), wanted)).not.toContain(-1)
      expect(positions(flat(text), wanted)).toEqual(
        [...positions(flat(text), wanted)].sort((a, b) => a - b),
      )
    })

    it('holds every highlight, project, skill, degree and language as text', async () => {
      const text = flat((await drawn).text)
      for (const words of [
        cv.summary,
        ...cv.roles.flatMap((role) => role.highlights),
        ...cv.projects.flatMap((project) => [project.title, project.description]),
        ...cv.skills,
        ...cv.education.map((degree) => degree.institution),
        ...cv.languages.map((language) => `${language.name}: ${language.level}`),
      ])
        expect(text).toContain(words)
    })

    it('links the site, the profiles, each case study and each verification page', async () => {
      const { links } = await drawn
      expect(links).toEqual(
        expect.arrayContaining([
          cv.website,
          ...(cv.email ? [`mailto:${cv.email}`] : []),
          ...cv.profiles.map((profile) => profile.href),
          ...cv.projects.flatMap((project) => (project.caseStudy ? [project.caseStudy] : [])),
          ...cv.certifications.map((certification) => certification.url),
        ]),
      )
    })

    it('is tagged: the name a heading, each section and entry a heading, the highlights a list', async () => {
      const document = await getDocumentProxy(new Uint8Array(await pdf))
      /** Every structure element's role in a page's structure tree, in reading order. */
      const roles = (node: unknown): string[] => {
        if (!node || typeof node !== 'object') return []
        const { role, children } = node as { role?: unknown; children?: unknown }
        return [
          typeof role === 'string' ? role : '',
          ...(Array.isArray(children) ? children.flatMap(roles) : []),
        ]
      }
      const pages: string[][] = []
      for (let number = 1; number <= document.numPages; number++)
        pages.push(roles(await (await document.getPage(number)).getStructTree()))
      const all = pages.flat()
      expect(pages[0]?.filter((role) => role === 'H1')).toHaveLength(1)
      expect(all.filter((role) => role === 'H2').length).toBeGreaterThanOrEqual(4)
      expect(all.filter((role) => role === 'H3').length).toBeGreaterThanOrEqual(
        cv.roles.length + cv.projects.length + cv.certifications.length,
      )
      expect(all.filter((role) => role === 'LI').length).toBeGreaterThanOrEqual(
        cv.roles.flatMap((role) => role.highlights).length,
      )
    })

    it('names its title, author and language, dated from the content', async () => {
      const { meta } = await drawn
      expect(meta.info).toMatchObject({ Title: cv.title, Author: cv.name, Language: cv.lang })
      expect(meta.info.CreationDate).toContain(
        cv.date.toISOString().slice(0, 10).replaceAll('-', ''),
      )
    })

    it('is the same bytes for the same content, built at another time', async () => {
      expect((await later).equals(await pdf)).toBe(true)
    })
  })

if (ownPdfOnly(polish))
  it.skip('the CV as a PDF in Polish: the content keeps its own PDF', () => {})
else
  describe('the CV as a PDF in Polish', () => {
    // A name with letters of Polish and Hungarian, which the PDF's own fonts could not draw.
    const name = `${polish.owner.name} Łąkowska-Erdős`
    const edited: SiteContent = { ...polish, owner: { ...polish.owner, name } }
    const cv = modelOf(edited)
    const drawn = cvPdf(cv).then(read)

    it('holds every character as text: the name with ł, ą and ő, the Polish months and highlights', async () => {
      const { text, meta } = await drawn
      expect(flat(text)).toContain(name)
      for (const role of cv.roles) {
        expect(flat(text)).toContain(role.period)
        for (const highlight of role.highlights) expect(flat(text)).toContain(highlight)
      }
      expect(meta.info).toMatchObject({ Title: cv.title, Author: name, Language: 'pl' })
    })

    it('fails the build, naming the file and field, for a character its typeface cannot draw', async () => {
      const role = edited.experience?.items[0]
      if (!role) return
      const arrow: SiteContent = {
        ...edited,
        experience: {
          title: 'Doświadczenie',
          presentLabel: 'obecnie',
          ...edited.experience,
          items: [{ ...role, highlights: ['Trzy tygodnie → dwa dni'] }],
        },
      }
      await expect(makeCv(arrow, 'src/content/site.pl.ts', testBuild(arrow))).rejects.toThrow(
        "src/content/site.pl.ts: experience.items[0].highlights[0] has '→', which the CV's typeface (Noto Sans) cannot draw",
      )
    })
  })
