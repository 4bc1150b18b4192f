/**
 * How a query meets the text (src/search/search.ts): words compared without case or accents, so
 * "krakow" finds "Kraków", and the words found marked in a title and an excerpt.
 */

/** Letters that lose no accent to Unicode's decomposition, written as their plain letter. */
const PLAIN: Readonly<Record<string, string>> = { ł: 'l', ø: 'o', đ: 'd', ı: 'i' }

/**
 * The text in lower case without accents, letter for letter: the same length as the text, so a
 * place found in it is the same place in the text.
 */
export function fold(text: string): string {
  let folded = ''
  for (const letter of text) {
    const lower = letter.toLowerCase()
    const plain = lower.normalize('NFD').replace(/\p{M}/gu, '')
    const one = PLAIN[plain] ?? plain
    folded += one.length === letter.length ? one : lower.length === letter.length ? lower : letter
  }
  return folded
}

/** A stretch of text, marked where it is a word found. */
export interface Piece {
  text: string
  marked: boolean
}

const escaped = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Where the terms (folded) start a word of `text`: each place and length. */
function places(text: string, terms: readonly string[]): { start: number; end: number }[] {
  const wanted = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length)
  if (wanted.length === 0) return []
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${wanted.map(escaped).join('|')})`, 'gu')
  return [...fold(text).matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }))
}

/** The text in pieces, the terms found in it marked. */
export function marked(text: string, terms: readonly string[]): Piece[] {
  const pieces: Piece[] = []
  let at = 0
  for (const { start, end } of places(text, terms)) {
    if (start > at) pieces.push({ text: text.slice(at, start), marked: false })
    pieces.push({ text: text.slice(start, end), marked: true })
    at = end
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false })
  return pieces
}

/** Where `text` breaks between words at or after `from` (a space or, kept, a line break). */
const breakAfter = (text: string, from: number) => text.slice(from).search(/[ \n]/) + from
/** …and the last break at or before `to`, or -1. */
const breakBefore = (text: string, to: number) =>
  Math.max(text.lastIndexOf(' ', to), text.lastIndexOf('\n', to))

/**
 * About `length` characters of `text` around the first term found in it, cut between words, with
 * '…' where it goes on, the terms marked; its start when no term is in it. Its spaces run into
 * one, and its line breaks too, unless `inLines`: then each part of it stays on its own line.
 */
export function excerpt(
  text: string,
  terms: readonly string[],
  length = 160,
  inLines = false,
): Piece[] {
  const flat = (
    inLines ? text.replace(/[^\S\n]+/g, ' ').replace(/ *\n[\s]*/g, '\n') : text.replace(/\s+/g, ' ')
  ).trim()
  const first = places(flat, terms)[0]?.start ?? 0
  let start = Math.max(0, first - Math.round(length / 3))
  if (start > 0) start = breakAfter(flat, start) + 1 || start
  // Never past the term itself: a long word before it is cut rather than lose the term.
  if (start > first) start = first
  let end = Math.min(flat.length, start + length)
  if (end < flat.length) end = Math.max(breakBefore(flat, end), first + 1)
  const pieces = marked(flat.slice(start, end), terms)
  if (start > 0) pieces.unshift({ text: '…', marked: false })
  if (end < flat.length) pieces.push({ text: '…', marked: false })
  return pieces
}
