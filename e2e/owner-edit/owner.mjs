// @ts-check
/**
 * The owner's own files that their content file (e2e/owner-edit/site.ts) names, beside their
 * pictures: their certifications' badges (PNG and SVG), their CV and their logo.
 */
import { cp, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { pdf } from '../../scripts/make-sample-files.mjs'
import { root } from './copy.mjs'

/** How the sample content file imports the logo. */
const SAMPLE_LOGO = '../assets/logo.svg?raster'

/**
 * Writes the owner's badges into the copy's src/content/images/, their CV in place of the
 * sample's, and their logo, which the content the owner edits (src/content/original-site.ts,
 * placed already) then imports.
 * @param {string} copy
 */
export async function addOwnerFiles(copy) {
  const images = join(copy, 'src/content/images')
  await writeFile(
    join(images, 'credly-solution-architect.png'),
    await sharp({
      create: { width: 340, height: 340, channels: 4, background: '#0f6cbd' },
    })
      .png()
      .toBuffer(),
  )
  await writeFile(
    join(images, 'm365-administrator.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="340" viewBox="0 0 300 340"><polygon points="150,10 290,90 290,250 150,330 10,250 10,90" fill="#0f766e"/><text x="150" y="180" font-size="40" fill="#fff" text-anchor="middle">M365</text></svg>',
  )
  // Their CV: several pages' worth of text, about 100 KB.
  const files = join(copy, 'src/content/files')
  await rm(files, { recursive: true })
  await cp(join(root, 'src/content/files'), files, { recursive: true })
  await rm(join(files, 'sample-cv.pdf'))
  const lines = Array.from(
    { length: 2400 },
    (_, index) =>
      `${index + 1}. Zoë Łukasiewicz-Ørsted: SharePoint, Power Platform, Microsoft 365 (2008-2026)`,
  )
  await writeFile(join(files, 'zoe-lukasiewicz-orsted-cv.pdf'), pdf(lines))
  // Their logo: a 512 px PNG, as logo makers export it, in place of the sample SVG (README,
  // "Logo and sharing picture").
  await writeFile(
    join(copy, 'src/assets/logo.png'),
    await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><defs><radialGradient id="g"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#0f766e"/></radialGradient></defs><rect width="512" height="512" rx="96" fill="url(#g)"/><text x="256" y="330" font-size="240" font-weight="700" fill="#fff" text-anchor="middle">ZŁ</text></svg>',
      ),
    )
      .png()
      .toBuffer(),
  )
  const content = join(copy, 'src/content/original-site.ts')
  const source = await readFile(content, 'utf8')
  if (!source.includes(SAMPLE_LOGO)) throw new Error(`site.ts imports no ${SAMPLE_LOGO}`)
  await writeFile(content, source.replace(SAMPLE_LOGO, '../assets/logo.png?raster'))
}
