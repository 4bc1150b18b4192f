// @ts-check
/**
 * Sharing cards: the 1200×630 picture LinkedIn and others show for a page that has no picture
 * of its own (an article without a cover), drawn when the site is built from the page's title,
 * the owner's name, the site's address and the site's colours (scripts/share-card.mjs), in the
 * page's language. Laid out by satori (to SVG, each glyph a path) with Noto Sans, a font that
 * ships in a package (@expo-google-fonts/noto-sans: Latin with all its accents, ł ą ę ő ű among
 * them, Greek, Cyrillic, Vietnamese; nothing is downloaded), with Noto Sans Math and Symbols 2
 * for what a technical title may hold besides (→ ≥ ≠ ✓), and turned into a PNG by sharp.
 *
 * Through the picture cache (./cache.mjs): a card whose words, design and tools have not
 * changed is copied from it, not drawn again. Published under assets/, named by that hash, so
 * it can be cached forever.
 */
import { createHash } from 'node:crypto'
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import satori from 'satori'
import sharp from 'sharp'
import { SHARE_CARD } from '../share-card.mjs'
import { markUsed, pictureCacheDir } from './cache.mjs'
import { writeAtomically } from './encode.mjs'

const require = createRequire(import.meta.url)

/**
 * The font's files, by weight: the title bold, the rest regular; and the fonts satori falls back
 * on, glyph by glyph, for what Noto Sans lacks: arrows and mathematical signs (Noto Sans Math),
 * check marks and other symbols (Noto Sans Symbols 2), from fontsource's WOFF files.
 */
export const SHARE_CARD_FONT = {
  name: 'Noto Sans',
  package: '@expo-google-fonts/noto-sans',
  files: {
    400: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    700: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  fallbacks: [
    {
      name: 'Noto Sans Math',
      package: '@fontsource/noto-sans-math',
      file: '@fontsource/noto-sans-math/files/noto-sans-math-latin-400-normal.woff',
    },
    {
      name: 'Noto Sans Symbols 2',
      package: '@fontsource/noto-sans-symbols-2',
      file: '@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff',
    },
  ],
}

/**
 * @typedef {{ key: string, title: string, lang: string }} ShareCard a page's card: `key` names
 *   it in the answer (and the build's messages), `lang` is its language (a BCP 47 code)
 * @typedef {{ href: string, width: number, height: number }} PublishedCard its address (with the
 *   site's base) and size
 * @typedef {import('../share-card.mjs').ShareCardColours} ShareCardColours
 * @typedef {{ author: string, site?: string, colours: ShareCardColours }} CardWords what
 *   every card shows besides its title, and its colours (shareCardColours)
 * @typedef {{ root: string, dist: string, base: string, author: string, site?: string,
 *   colours: ShareCardColours, cacheDir?: string }} ShareCardOptions `root`: the project;
 *   `dist`: the built site, whose assets/ gets the cards; `base`: the site's base path;
 *   `author`: the owner's name; `site`: a short address shown beside it (e.g.
 *   "zoe.example.com"); `colours`: the site's (from its accent); `cacheDir`: the picture cache
 *   (pictureCacheDir(root) unless given)
 */

/** The title's size, by its length: short titles large, long ones still inside the card. */
const titleSize = (/** @type {string} */ title) => {
  const characters = [...title].length
  return characters <= 40 ? 72 : characters <= 70 ? 62 : characters <= 110 ? 52 : 44
}

/**
 * The card as satori's elements (React's shape, without React).
 * @param {ShareCard} card @param {CardWords} words
 */
export function shareCardElement({ title, lang }, { author, site, colours }) {
  const element = (
    /** @type {Record<string, unknown>} */ style,
    /** @type {unknown} */ children,
  ) => ({
    type: 'div',
    props: { style, children },
  })
  return {
    type: 'div',
    props: {
      lang,
      style: {
        width: '100%',
        height: '100%',
        display: 'flex',
        fontFamily: SHARE_CARD_FONT.name,
        color: colours.heading,
        backgroundImage: colours.background,
      },
      children: element(
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flexGrow: 1,
          margin: '72px 96px',
          paddingTop: 40,
          borderTop: `8px solid ${colours.rule}`,
        },
        [
          element(
            {
              fontSize: titleSize(title),
              fontWeight: 700,
              lineHeight: 1.15,
              lineClamp: 5,
              textWrap: 'balance',
            },
            title,
          ),
          element(
            {
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'baseline',
              gap: 32,
              fontSize: 32,
            },
            [
              element({ fontWeight: 700 }, author),
              ...(site ? [element({ color: colours.accent }, site)] : []),
            ],
          ),
        ],
      ),
    },
  }
}

/** @type {Promise<import('satori').Font[]> | undefined} */
let fonts
/** The font's files, read once a card has to be drawn (a build whose cards are cached reads none). */
const loadFonts = () => {
  fonts ??= Promise.all(
    [
      ...Object.entries(SHARE_CARD_FONT.files).map(([weight, file]) => ({
        name: SHARE_CARD_FONT.name,
        file,
        weight: Number(weight),
      })),
      ...SHARE_CARD_FONT.fallbacks.map(({ name, file }) => ({ name, file, weight: 400 })),
    ].map(async ({ name, file, weight }) => ({
      name,
      data: await readFile(require.resolve(file)),
      weight: /** @type {400 | 700} */ (weight),
      style: /** @type {const} */ ('normal'),
    })),
  )
  return fonts
}

/**
 * Lays one card out as SVG, every glyph a path. Fails, naming the card, when a character of its
 * words is not in the font (satori would draw nothing there): the card would lose it silently.
 * @param {ShareCard} card @param {CardWords} words
 * @returns {Promise<string>}
 */
export async function shareCardSvg(card, words) {
  /** @type {string[]} */
  const missing = []
  const svg = await satori(
    /** @type {import('react').ReactNode} */ (shareCardElement(card, words)),
    {
      width: SHARE_CARD.width,
      height: SHARE_CARD.height,
      fonts: await loadFonts(),
      // Satori asks for another font only for characters its fonts lack.
      loadAdditionalAsset: async (_language, segment) => {
        missing.push(segment)
        return []
      },
    },
  )
  if (missing.length > 0)
    throw new Error(
      `The sharing card of ${card.key}: ${[SHARE_CARD_FONT, ...SHARE_CARD_FONT.fallbacks].map((font) => font.name).join(', ')} have no ${[...new Set(missing)].map((text) => `"${text}"`).join(', ')}; write ${missing.length === 1 ? 'it' : 'them'} otherwise in the title`,
    )
  return svg
}

/**
 * Draws one card as a PNG of 256 colours (sharp edges, about 35 KB), quantised at effort 4: half
 * the default's time with the same look; at the lowest effort the gradient showed bands.
 * @param {ShareCard} card @param {CardWords} words
 * @returns {Promise<Buffer>}
 */
export async function drawShareCard(card, words) {
  return sharp(Buffer.from(await shareCardSvg(card, words)))
    .png({ compressionLevel: 9, palette: true, effort: 4 })
    .toBuffer()
}

/** What every card's look depends on besides its words: this file, the tools and the font. */
/** @type {Promise<Buffer> | undefined} */
let design
const designHash = async () => {
  design ??= (async () => {
    const versions = [
      'satori',
      SHARE_CARD_FONT.package,
      ...SHARE_CARD_FONT.fallbacks.map((font) => font.package),
    ].map((name) => require(`${name}/package.json`).version)
    return createHash('sha256')
      .update(await readFile(fileURLToPath(import.meta.url)))
      .update(await readFile(fileURLToPath(new URL('../share-card.mjs', import.meta.url))))
      .update(JSON.stringify([...versions, sharp.versions.sharp, sharp.versions.vips]))
      .digest()
  })()
  return design
}

/** @param {string} path */
const exists = (path) =>
  stat(path).then(
    () => true,
    () => false,
  )

/**
 * Publishes a sharing card for each of `cards` into `dist`/assets/, each drawn once and kept in
 * the picture cache (an unchanged card is copied from there).
 * @param {readonly ShareCard[]} cards
 * @param {ShareCardOptions} options
 * @returns {Promise<Map<string, PublishedCard>>} each card's address and size, by its key
 */
export async function publishShareCards(
  cards,
  { root, dist, base, author, site, colours, cacheDir },
) {
  const cache = cacheDir ?? pictureCacheDir(root)
  const design = await designHash()
  /** @type {Map<string, PublishedCard>} */
  const published = new Map()
  /** @type {string[]} */
  const entries = []
  const keys = cards.map(({ key }) => key)
  const twice = keys.find((key, index) => keys.indexOf(key) !== index)
  if (twice !== undefined) throw new Error(`Two sharing cards are named ${twice}`)
  await mkdir(join(dist, 'assets'), { recursive: true })
  for (const card of cards) {
    const hash = createHash('sha256')
      .update(design)
      .update(JSON.stringify([card.title, card.lang, author, site ?? '', colours]))
      .digest('base64url')
      .slice(0, 8)
    const name = card.key.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'card'
    const entry = `share-card-${hash}`
    const file = join(cache, entry, 'card.png')
    // One at a time: satori's layout is synchronous work, and sharp's threads are the machine's.
    if (!(await exists(file)))
      await writeAtomically(
        file,
        await drawShareCard(card, { author, colours, ...(site ? { site } : {}) }),
      )
    const fileName = `assets/${name}-card-${hash}.png`
    await copyFile(file, join(dist, fileName))
    entries.push(entry)
    published.set(card.key, { href: `${base}${fileName}`, ...SHARE_CARD })
  }
  await markUsed(cache, entries)
  return published
}
