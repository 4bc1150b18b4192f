/**
 * How a query meets the text: without case or accents, letter for letter; the words found
 * marked where they start a word; an excerpt around the first, cut at spaces.
 */
import { describe, expect, it } from 'vitest'
import { excerpt, fold, marked } from './match.ts'

const shown = (pieces: ReturnType<typeof marked>) =>
  pieces.map(({ text, marked: found }) => (found ? `[${text}]` : text)).join('')

describe('folding', () => {
  it('drops case and accents and keeps every letter in its place', () => {
    for (const text of ['Kraków', 'Łódź', 'Zoë Ørsted', 'İstanbul', 'straße', '😀 emoji'])
      expect(fold(text)).toHaveLength(text.length)
    expect(fold('Kraków Łódź Zoë Ørsted')).toBe('krakow lodz zoe orsted')
  })
})

describe('marking', () => {
  it('marks the terms where they start a word, in the text as written', () => {
    expect(
      shown(marked('Migrating to SharePoint Online: a Kraków team', ['sharepoint', 'krakow'])),
    ).toBe('Migrating to [SharePoint] Online: a [Kraków] team')
    // Not inside a word.
    expect(shown(marked('Microsoft 365', ['soft']))).toBe('Microsoft 365')
    // The longer of two terms that start at the same place.
    expect(shown(marked('Purview labels', ['pur', 'purview']))).toBe('[Purview] labels')
  })

  it('leaves text with nothing found as it is', () => {
    expect(marked('Plain', [])).toEqual([{ text: 'Plain', marked: false }])
  })
})

describe('an excerpt', () => {
  const words = Array.from({ length: 80 }, (_, index) => `word${index}`).join(' ')

  it('shows the first term found with the text around it, cut at spaces', () => {
    const text = `${words} Purview ${words}`
    const pieces = excerpt(text, ['purview'], 120)
    const result = shown(pieces)
    expect(result).toMatch(/^…word\d+ .*\[Purview\] .* word\d+…$/)
    expect(result.length).toBeLessThan(140)
  })

  it('starts at the start when the term is near it, or when no term is in the text', () => {
    expect(shown(excerpt('Purview labels', ['purview']))).toBe('[Purview] labels')
    expect(shown(excerpt(words, ['absent'], 40))).toBe('word0 word1 word2 word3 word4 word5…')
  })

  it('puts every line of the text on one', () => {
    expect(shown(excerpt('One\nTwo\n\nThree', ['two']))).toBe('One [Two] Three')
  })

  it('keeps each line of the text on its own where it reads in lines (the CV), cut between words', () => {
    expect(
      shown(excerpt('Role, Employer  \n Remote\n\nLed  the team', ['remote'], 160, true)),
    ).toBe('Role, Employer\n[Remote]\nLed the team')
    const lines = Array.from({ length: 40 }, (_, index) => `Line${index}`).join('\n')
    const result = shown(excerpt(`${lines}\nPurview\n${lines}`, ['purview'], 60, true))
    expect(result).toMatch(/^…Line\d+\n(Line\d+\n)*\[Purview\]\n(Line\d+\n)*Line\d+…$/)
  })
})
