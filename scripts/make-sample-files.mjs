// @ts-check
/**
 * `node scripts/make-sample-files.mjs`: draws the sample certification badges
 * (src/content/images/badge-*.png) and writes the sample CV (src/content/files/sample-cv.pdf),
 * both clearly placeholders. The output is committed; run this only to redraw it. An owner
 * replaces them with their own badges (e.g. from Credly) and their own CV.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const root = fileURLToPath(new URL('..', import.meta.url))

/** A 600 px hexagonal badge with a two-line title, drawn from SVG by sharp. */
async function badge(
  /** @type {string} */ file,
  /** @type {string[]} */ lines,
  /** @type {string} */ colour,
) {
  const text = lines
    .map(
      (line, index) =>
        `<text x="300" y="${292 + index * 52}" font-family="sans-serif" font-size="46" font-weight="700" fill="#fff" text-anchor="middle">${line}</text>`,
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
  <polygon points="300,20 542,160 542,440 300,580 58,440 58,160" fill="${colour}" stroke="#fff" stroke-width="14"/>
  <text x="300" y="190" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle" opacity="0.85">SAMPLE BADGE</text>
  ${text}</svg>`
  await writeFile(
    join(root, 'src/content/images', file),
    await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer(),
  )
}

/**
 * A one-page PDF with lines of text in Helvetica: the smallest valid file that every
 * PDF reader opens. Offsets in the cross-reference table are counted, as the format requires.
 * @param {string[]} lines
 */
export function pdf(lines) {
  const escapePdf = (/** @type {string} */ text) => text.replace(/[\\()]/g, '\\$&')
  const stream = [
    'BT /F1 22 Tf 72 760 Td',
    ...lines.map((line, index) => `${index === 0 ? '' : '0 -34 Td '}(${escapePdf(line)}) Tj`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1')
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets
    .map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
    .join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await badge('badge-solution-architect.png', ['Solution', 'Architect'], '#1d4ed8')
  await badge('badge-power-platform-developer.png', ['Power Platform', 'Developer'], '#6d28d9')
  await badge('badge-m365-administrator.png', ['Microsoft 365', 'Administrator'], '#0f766e')

  await mkdir(join(root, 'src/content/files'), { recursive: true })
  await writeFile(
    join(root, 'src/content/files/sample-cv.pdf'),
    pdf([
      'Sample CV',
      'This file is a placeholder.',
      'Put your own CV in src/content/files/ and name it',
      'in src/content/site.ts (cv.file).',
    ]),
  )
  console.log('Wrote the sample badges and src/content/files/sample-cv.pdf')
}
