/**
 * Sharing cards: a 1200×630 PNG per page, published under assets/ with a name that changes with
 * its words, drawn once and then copied from the picture cache; every character of Polish and
 * Hungarian drawn from the font's own glyphs, and a character the font lacks stops the build
 * with the card's name.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { site as owner } from '../../e2e/owner-edit/site.ts'
import { deriveAccent } from '../../src/styles/accent.ts'
import { SHARE_CARD, shareCardColours } from '../share-card.mjs'
import { publishShareCards, shareCardSvg } from './share-cards.mjs'

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'share-cards-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/** The owner's name with diacritics, and the site's address, as a card shows them. */
const words = {
  author: owner.owner.name,
  site: 'zoe.example.com',
  colours: shareCardColours(deriveAccent(owner.meta.themeColor).card),
}
const options = () => ({
  root: dir,
  dist: join(dir, 'dist'),
  base: '/portfolio/',
  cacheDir: join(dir, 'cache'),
  ...words,
})
/** Drawing takes a few hundred milliseconds a card, several seconds on a busy machine. */
const DRAWING = { timeout: 60_000 }
/** Signs technical titles use that Noto Sans lacks, drawn from its Math and Symbols 2 fonts. */
const SIGNS = [...'→⇒≥≤≠≈✓✔']
/** Every letter Polish and Hungarian add to the Latin alphabet, both cases. */
const LETTERS = [...'ąćęłńóśźżőöűüáéíú'].flatMap((letter) => [letter, letter.toUpperCase()])
const POLISH_TITLE = 'Zażółć gęślą jaźń: łączenie list SharePoint bez błędów'

describe('publishShareCards', () => {
  it(
    'publishes a 1200×630 PNG for each card under assets/, named by its words, at the base',
    DRAWING,
    async () => {
      const cards = await publishShareCards(
        [
          { key: 'en:why-flows-throttle', title: 'Why Power Automate flows throttle', lang: 'en' },
          { key: 'pl:why-flows-throttle', title: POLISH_TITLE, lang: 'pl' },
          { key: 'hu:szűrők', title: 'Lekérdezések szűrése: ő és ű a címben', lang: 'hu' },
        ],
        options(),
      )
      expect([...cards.keys()]).toEqual([
        'en:why-flows-throttle',
        'pl:why-flows-throttle',
        'hu:szűrők',
      ])
      const files = new Set<string>()
      for (const card of cards.values()) {
        expect(card).toMatchObject({ width: SHARE_CARD.width, height: SHARE_CARD.height })
        expect(card.href).toMatch(/^\/portfolio\/assets\/[\w-]+-card-[\w-]{8}\.png$/)
        const file = join(dir, 'dist', card.href.slice('/portfolio/'.length))
        const { width, height, format } = await sharp(file).metadata()
        expect({ width, height, format }).toEqual({ ...SHARE_CARD, format: 'png' })
        files.add(card.href)
      }
      expect(files.size).toBe(3)
    },
  )

  it(
    'draws a card once: unchanged, it is copied from the cache; changed, it is drawn anew under a new name',
    DRAWING,
    async () => {
      const card = { key: 'en:throttle', title: 'Why flows throttle', lang: 'en' }
      const first = (await publishShareCards([card], options())).get(card.key)
      const [entry] = await readdir(join(dir, 'cache'))
      // What the cache holds is what the next build publishes: nothing is drawn again.
      const kept = await sharp({
        create: { ...SHARE_CARD, channels: 3, background: '#123456' },
      })
        .png()
        .toBuffer()
      await writeFile(join(dir, 'cache', entry ?? '', 'card.png'), kept)
      const again = (await publishShareCards([card], options())).get(card.key)
      expect(again).toEqual(first)
      expect(
        await readFile(join(dir, 'dist', again?.href.slice('/portfolio/'.length) ?? '')),
      ).toEqual(kept)
      const retitled = (
        await publishShareCards(
          [{ ...card, title: 'Why flows throttle, and what to do' }],
          options(),
        )
      ).get(card.key)
      expect(retitled?.href).not.toBe(first?.href)
      expect(await readdir(join(dir, 'cache'))).toHaveLength(2)
    },
  )

  it('refuses two cards of the same name', async () => {
    const card = { key: 'en:same', title: 'Same', lang: 'en' }
    await expect(publishShareCards([card, card], options())).rejects.toThrow('en:same')
  })
})

describe('a sharing card’s glyphs', () => {
  const outlines = new Map<string, Promise<string>>()
  /** The glyph outlines satori drew for a title of one character. */
  const outline = (letter: string) => {
    const drawn =
      outlines.get(letter) ??
      shareCardSvg({ key: `glyph ${letter}`, title: letter, lang: 'pl' }, words).then((svg) =>
        [...svg.matchAll(/<path[^>]* d="([^"]+)"/g)].map((match) => match[1]).join(' '),
      )
    outlines.set(letter, drawn)
    return drawn
  }

  it(
    'draws every Polish and Hungarian letter from the font, each its own glyph, not its base letter’s',
    DRAWING,
    async () => {
      const drawn = new Map<string, string>()
      for (const letter of LETTERS) {
        const paths = await outline(letter)
        expect(paths, letter).not.toBe('')
        drawn.set(letter, paths)
      }
      for (const letter of LETTERS) {
        const base = letter
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .replace('ł', 'l')
          .replace('Ł', 'L')
        expect(drawn.get(letter), `${letter} against ${base}`).not.toBe(await outline(base))
      }
      expect(new Set(drawn.values()).size).toBe(LETTERS.length)
    },
  )

  it(
    'draws arrows, comparison signs and check marks from the fallback fonts, each its own glyph',
    DRAWING,
    async () => {
      const drawn = new Set<string>()
      for (const sign of SIGNS) {
        const paths = await outline(sign)
        expect(paths, sign).not.toBe('')
        drawn.add(paths)
      }
      expect(drawn.size).toBe(SIGNS.length)
    },
  )

  it(
    'lays a Polish title out with no character missing, and stops at one the fonts lack, naming the card',
    DRAWING,
    async () => {
      await expect(
        shareCardSvg({ key: 'pl:tytuł', title: POLISH_TITLE, lang: 'pl' }, words),
      ).resolves.toContain('<path')
      await expect(
        shareCardSvg({ key: 'ja:kanji', title: 'SharePoint 漢字', lang: 'ja' }, words),
      ).rejects.toThrow(/ja:kanji.*"漢字"/)
      await expect(
        shareCardSvg({ key: 'en:emoji', title: 'Flows that never fail 🚀', lang: 'en' }, words),
      ).rejects.toThrow(/en:emoji.*"🚀"/)
    },
  )
})
