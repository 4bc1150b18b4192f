// @vitest-environment node
/**
 * The made CV's Word file, read back as Word and an agency read it: its headings, lists,
 * paragraphs and hyperlinks (through mammoth), and its XML (through fflate): no text box and no
 * table. Expectations come from the content.
 */
import { unzipSync } from 'fflate'
import mammoth from 'mammoth'
import { describe, expect, it, vi } from 'vitest'
import { site } from '../content/site.ts'
import type { SiteContent } from '../content/types.ts'
import { testBuild } from '../test/build.ts'
import { cvModel } from './model.ts'
import { cvWord } from './word.ts'

const content: SiteContent = site
const cv = cvModel(content, testBuild(content))

/** HTML as mammoth writes it: `&` and quotes escaped. */
const html = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

describe.runIf(cv)('the CV as a Word file', () => {
  if (!cv) return
  const word = cvWord(cv)

  it('has the name as its title, the sections as headings, each role a heading with its highlights as a list', async () => {
    const { value } = await mammoth.convertToHtml({ buffer: await word })
    expect(value).toContain(`<h1>${html(cv.headings.experience)}</h1>`)
    for (const role of cv.roles) {
      expect(value).toContain(`<h2>${html(`${role.title}, ${role.employer}`)}</h2>`)
      expect(value).toContain(
        `<ul>${role.highlights.map((highlight) => `<li>${html(highlight)}</li>`).join('')}</ul>`,
      )
    }
    for (const certification of cv.certifications)
      expect(value).toContain(`<h2>${html(certification.name)}</h2>`)
  })

  it('reads in order: the name, the e-mail address, every role, every certification', async () => {
    const { value } = await mammoth.extractRawText({ buffer: await word })
    const wanted = [
      cv.name,
      ...(cv.email ? [cv.email] : []),
      ...cv.roles.map((role) => `${role.title}, ${role.employer}`),
      ...cv.certifications.map((certification) => certification.name),
    ]
    let from = 0
    for (const text of wanted) {
      const at = value.indexOf(text, from)
      expect(at, text).toBeGreaterThanOrEqual(0)
      from = at + text.length
    }
  })

  it('links the site, the e-mail address, the profiles, case studies and verification pages', async () => {
    const { value } = await mammoth.convertToHtml({ buffer: await word })
    for (const href of [
      cv.website,
      ...(cv.email ? [`mailto:${cv.email}`] : []),
      ...cv.profiles.map((profile) => profile.href),
      ...cv.projects.flatMap((project) => (project.caseStudy ? [project.caseStudy] : [])),
      ...cv.certifications.map((certification) => certification.url),
    ])
      expect(value).toContain(`<a href="${html(href)}">`)
  })

  it('has no text box or table, and names its title, author and language', async () => {
    const parts = unzipSync(new Uint8Array(await word))
    const xml = new TextDecoder().decode(parts['word/document.xml'])
    expect(xml).not.toMatch(/<w:tbl\b|<w:txbxContent\b|<v:textbox\b|<wps:txbx\b/)
    const core = new TextDecoder().decode(parts['docProps/core.xml'])
    expect(core).toContain(`<dc:title>${html(cv.title)}</dc:title>`)
    expect(core).toContain(`<dc:creator>${html(cv.name)}</dc:creator>`)
    const styles = new TextDecoder().decode(parts['word/styles.xml'])
    expect(styles).toContain(`<w:lang w:val="${cv.lang}"/>`)
  })

  it('is the same bytes for the same content, written at another time', async () => {
    const first = await word
    // Years later by the clock, as a later build would run: nothing of the clock is in the file.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(Date.UTC(2031, 6, 15, 13, 37, 21)))
    try {
      expect((await cvWord(cv)).equals(first)).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})
