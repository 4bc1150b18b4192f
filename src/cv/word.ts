/**
 * The CV as a Word file, written at build time with `docx`, for the agencies that put their own
 * header on a CV: the owner's name as the title, Word's own headings for the sections and the
 * roles, bulleted lists, paragraphs and live hyperlinks; no text box and no table, so every
 * word can be edited where it stands. The same model makes the same bytes (see `settled`).
 */
import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from 'docx'
import { unzipSync, zipSync } from 'fflate'
import { type CvModel, shownAddress } from './model.ts'

const link = (href: string) =>
  new ExternalHyperlink({
    link: href,
    children: [new TextRun({ text: shownAddress(href), style: 'Hyperlink' })],
  })

const paragraph = (...children: ParagraphChild[]) => new Paragraph({ children })
const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
  new Paragraph({ heading: level, children: [new TextRun(text)] })
const bullet = (...children: ParagraphChild[]) => new Paragraph({ bullet: { level: 0 }, children })
const labelled = (label: string, href: string) => paragraph(new TextRun(`${label}: `), link(href))
const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ')

/** The CV's paragraphs, in reading order (the PDF's order). */
function paragraphs(cv: CvModel): Paragraph[] {
  const section = (title: string, children: Paragraph[]) =>
    children.length ? [heading(title, HeadingLevel.HEADING_1), ...children] : []
  return [
    heading(cv.name, HeadingLevel.TITLE),
    paragraph(new TextRun(cv.jobTitle)),
    ...[...cv.contact, ...cv.profiles].map((contact) => labelled(contact.label, contact.href)),
    ...(cv.location ? [paragraph(new TextRun(`${cv.location.label}: ${cv.location.text}`))] : []),
    ...section(cv.headings.summary, [paragraph(new TextRun(cv.summary))]),
    ...section(
      cv.headings.experience,
      cv.roles.flatMap((role) => [
        heading(`${role.title}, ${role.employer}`, HeadingLevel.HEADING_2),
        paragraph(new TextRun(joined(role.period, role.place))),
        ...role.highlights.map((highlight) => bullet(new TextRun(highlight))),
      ]),
    ),
    ...section(
      cv.headings.projects,
      cv.projects.flatMap((project) => [
        heading(project.title, HeadingLevel.HEADING_2),
        paragraph(new TextRun(project.description)),
        paragraph(new TextRun(project.tags.join(', '))),
        ...(project.caseStudy ? [labelled(cv.caseStudyLabel, project.caseStudy)] : []),
      ]),
    ),
    ...section(
      cv.headings.certifications,
      cv.certifications.flatMap((certification) => [
        heading(certification.name, HeadingLevel.HEADING_2),
        paragraph(new TextRun(joined(certification.issuer, certification.earned))),
        labelled(cv.verifyLabel, certification.url),
      ]),
    ),
    ...section(
      cv.headings.skills,
      cv.skills.length ? [paragraph(new TextRun(cv.skills.join(', ')))] : [],
    ),
    ...section(
      cv.headings.education,
      cv.education.flatMap((degree) => [
        heading(`${degree.degree}, ${degree.field}`, HeadingLevel.HEADING_2),
        paragraph(new TextRun(joined(degree.institution, degree.period))),
      ]),
    ),
    ...section(
      cv.headings.languages,
      cv.languages.map((language) => bullet(new TextRun(`${language.name}: ${language.level}`))),
    ),
  ]
}

/**
 * The file `docx` wrote, made the same for the same content: `docx` names each hyperlink's
 * relationship at random and dates the file and its zip entries by the clock. The relationships
 * are renamed in the order they are listed, and every date becomes the content's.
 */
function settled(file: Uint8Array, date: Date): Uint8Array {
  const parts = unzipSync(file)
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()
  const relationships = 'word/_rels/document.xml.rels'
  const listed = decoder.decode(parts[relationships])
  const renamed = new Map<string, string>()
  for (const [, id] of listed.matchAll(/ Id="([^"]+)"/g))
    if (id && !/^rId\d+$/.test(id)) renamed.set(id, `rIdLink${renamed.size + 1}`)
  const rename = (xml: string) => {
    let out = xml
    for (const [from, to] of renamed) out = out.replaceAll(`"${from}"`, `"${to}"`)
    return out
  }
  const stamp = date.toISOString().replace(/\.\d{3}Z$/, 'Z')
  const edits: Record<string, (xml: string) => string> = {
    [relationships]: rename,
    'word/document.xml': rename,
    'docProps/core.xml': (xml) =>
      xml.replace(
        /(<dcterms:(?:created|modified) [^>]*>)[^<]*(<\/dcterms:(?:created|modified)>)/g,
        `$1${stamp}$2`,
      ),
  }
  const settledParts = Object.fromEntries(
    Object.entries(parts).map(([name, bytes]) => {
      const edit = edits[name]
      return [name, edit ? encoder.encode(edit(decoder.decode(bytes))) : bytes]
    }),
  )
  return zipSync(settledParts, { mtime: date, level: 9 })
}

/** The CV as a Word file (.docx). */
export async function cvWord(cv: CvModel): Promise<Buffer> {
  const document = new Document({
    title: cv.title,
    creator: cv.name,
    lastModifiedBy: cv.name,
    subject: cv.jobTitle,
    keywords: cv.skills.join(', '),
    revision: 1,
    styles: { default: { document: { run: { language: { value: cv.lang } } } } },
    sections: [{ children: paragraphs(cv) }],
  })
  return Buffer.from(settled(await Packer.toBuffer(document), cv.date))
}
