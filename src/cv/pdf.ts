/**
 * The CV as a PDF, drawn at build time with pdfkit (docs/decisions/cv.md): one column in
 * reading order, so extracting its text gives the name, the contact lines, then each section as
 * it reads; every address a live link; Noto Sans embedded (only the glyphs used), so every
 * character of every language is text that can be selected and searched. The same model makes
 * the same bytes: the document's dates are the content's (CvModel.date), not the clock's.
 */
import type { Font } from 'fontkit'
import PDFDocument from 'pdfkit'
import { type CV_FONTS, cvFonts } from './fonts.ts'
import { type CvModel, shownAddress } from './model.ts'

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      /**
       * pdfkit 0.20 also takes a font fontkit has opened (PDFFontFactory.open: any object with
       * `layout`), which @types/pdfkit does not list: the CV opens each font once per build.
       */
      registerFont(name: string, src: Font): this
    }
  }
}

/** A4, in points; 50 pt margins (about 18 mm): prints on Letter too without losing a word. */
const PAGE = { size: 'A4', margin: 50 } as const
const COLOURS = { text: '#111827', muted: '#4b5563', accent: '#1d4ed8', rule: '#d1d5db' }

/** A line of the CV: its words in one style, with what it links to. */
interface Line {
  text: string
  font: keyof typeof CV_FONTS
  size: number
  color: string
  /** Words before the linked part, in the muted colour ("Verify: "). */
  lead?: string
  link?: string
  bullet?: boolean
  /** Space above it, in points. */
  gap?: number
  /** What it is in the document's structure (tagged PDF): a heading, else a paragraph. */
  tag?: 'H1' | 'H2' | 'H3'
}

/** A group of lines kept on one page where it fits on one (a role, a project). */
type Block = readonly Line[]

const BULLET_INDENT = 12

const body = (text: string, extra: Partial<Line> = {}): Line => ({
  text,
  font: 'regular',
  size: 10,
  color: COLOURS.text,
  ...extra,
})
const strong = (text: string, extra: Partial<Line> = {}): Line =>
  body(text, { font: 'bold', size: 11, ...extra })
const muted = (text: string, extra: Partial<Line> = {}): Line =>
  body(text, { size: 9.5, color: COLOURS.muted, ...extra })
const linked = (lead: string, href: string, extra: Partial<Line> = {}): Line =>
  muted(shownAddress(href), { lead: `${lead}: `, link: href, color: COLOURS.accent, ...extra })

/** Each section of the CV as blocks, in reading order; an empty section has none. */
function sections(cv: CvModel): { heading: string; blocks: Block[] }[] {
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ')
  return [
    { heading: cv.headings.summary, blocks: [[body(cv.summary)]] },
    {
      heading: cv.headings.experience,
      blocks: cv.roles.map((role) => [
        strong(`${role.title}, ${role.employer}`, { gap: 8, tag: 'H3' }),
        muted(join(role.period, role.place)),
        ...role.highlights.map((highlight, index) =>
          body(highlight, { bullet: true, gap: index === 0 ? 3 : 1 }),
        ),
      ]),
    },
    {
      heading: cv.headings.projects,
      blocks: cv.projects.map((project) => [
        strong(project.title, { gap: 8, tag: 'H3' }),
        body(project.description),
        muted(project.tags.join(', ')),
        ...(project.caseStudy ? [linked(cv.caseStudyLabel, project.caseStudy)] : []),
      ]),
    },
    {
      heading: cv.headings.certifications,
      blocks: cv.certifications.map((certification) => [
        strong(certification.name, { gap: 8, tag: 'H3' }),
        muted(join(certification.issuer, certification.earned)),
        linked(cv.verifyLabel, certification.url),
      ]),
    },
    { heading: cv.headings.skills, blocks: cv.skills.length ? [[body(cv.skills.join(', '))]] : [] },
    {
      heading: cv.headings.education,
      blocks: cv.education.map((degree) => [
        strong(`${degree.degree}, ${degree.field}`, { gap: 8, tag: 'H3' }),
        muted(join(degree.institution, degree.period)),
      ]),
    },
    {
      heading: cv.headings.languages,
      blocks: cv.languages.length
        ? [cv.languages.map((language) => body(`${language.name}: ${language.level}`))]
        : [],
    },
  ].filter((section) => section.blocks.length > 0)
}

/** The CV as a PDF file. */
export function cvPdf(cv: CvModel): Promise<Buffer> {
  const fonts = cvFonts()
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    lang: cv.lang,
    displayTitle: true,
    // Tagged: headings, paragraphs and lists a screen reader can move through.
    tagged: true,
    pdfVersion: '1.7',
    info: {
      Title: cv.title,
      Author: cv.name,
      Subject: cv.jobTitle,
      Keywords: cv.skills.join(', '),
      Creator: cv.name,
      CreationDate: cv.date,
      ModDate: cv.date,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  // Every line is drawn in these (pdfkit's default Helvetica is never used, so never embedded).
  doc.registerFont('regular', fonts.regular)
  doc.registerFont('bold', fonts.bold)

  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const bottom = () => doc.page.height - doc.page.margins.bottom

  const style = (line: Pick<Line, 'font' | 'size' | 'color'>) =>
    doc.font(line.font).fontSize(line.size).fillColor(line.color)
  const lineWidth = (line: Line) => width - (line.bullet ? BULLET_INDENT : 0)
  const height = (line: Line) =>
    (line.gap ?? 0) +
    style(line).heightOfString(`${line.lead ?? ''}${line.text}`, { width: lineWidth(line) })
  const blockHeight = (block: Block) => block.reduce((sum, line) => sum + height(line), 0)
  /** A new page unless `needed` points fit below; what cannot fit on any page just flows. */
  const keep = (needed: number) => {
    if (doc.y + needed > bottom() && needed <= bottom() - doc.page.margins.top) doc.addPage()
  }

  /** Draws a line's words where it stands (the bullet is drawn apart, as the list's label). */
  const words = (line: Line) => {
    const x = left + (line.bullet ? BULLET_INDENT : 0)
    if (line.lead) {
      style({ ...line, color: COLOURS.muted }).text(line.lead, x, doc.y, {
        width: lineWidth(line),
        continued: true,
      })
      style(line).text(line.text, { link: line.link ?? null })
    } else {
      style(line).text(line.text, x, doc.y, {
        width: lineWidth(line),
        ...(line.link ? { link: line.link } : {}),
      })
    }
  }
  // The document's structure, in reading order: each line a heading or a paragraph, each run of
  // bullets a list whose items have the bullet as their label.
  const structure = doc.struct('Document')
  doc.addStructure(structure)
  let list: PDFKit.PDFStructureElement | undefined
  const draw = (line: Line) => {
    doc.y += line.gap ?? 0
    if (!line.bullet) {
      list?.end()
      list = undefined
      structure.add(doc.struct(line.tag ?? 'P', {}, () => words(line)))
      return
    }
    if (!list) {
      list = doc.struct('L')
      structure.add(list)
    }
    const y = doc.y
    list.add(
      doc.struct('LI', {}, [
        doc.struct('Lbl', {}, () => style(line).text('•', left, y, { lineBreak: false })),
        doc.struct('LBody', {}, () => words(line)),
      ]),
    )
  }
  /** The rule under a heading: drawing, not content. */
  const rule = () => {
    const ruleY = doc.y + 2
    doc.markContent('Artifact', { type: 'Layout' })
    doc
      .moveTo(left, ruleY)
      .lineTo(left + width, ruleY)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke()
    doc.endMarkedContent()
    doc.y = ruleY + 4
  }

  // Who: the name, the title, and how to reach them.
  draw(strong(cv.name, { size: 22, tag: 'H1' }))
  draw(body(cv.jobTitle, { size: 12, color: COLOURS.muted, gap: 2 }))
  const contacts = [...cv.contact, ...cv.profiles]
  for (const [index, contact] of contacts.entries())
    draw(linked(contact.label, contact.href, { gap: index === 0 ? 8 : 1 }))
  if (cv.location) draw(body(`${cv.location.label}: ${cv.location.text}`, { gap: 1 }))

  for (const section of sections(cv)) {
    const heading = strong(section.heading, { size: 13, color: COLOURS.accent, gap: 16, tag: 'H2' })
    // A heading never ends a page: it stays with its first block.
    keep(height(heading) + 6 + blockHeight(section.blocks[0] ?? []))
    draw(heading)
    rule()
    for (const block of section.blocks) {
      keep(blockHeight(block))
      for (const line of block) draw(line)
    }
  }
  list?.end()
  structure.end()
  doc.end()
  return done
}
