/**
 * "Ask about this": the form's message starts with a line naming the service the address asks
 * about, as the form wakes, and never at the cost of what the visitor typed or a draft put back:
 * the line is only added, and only once. Then the address forgets the service, so a reload
 * does not bring back a line the visitor deleted. The lines are made up here.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { ASK_PARAMETER, askAbout, withAskLine } from './askLine.ts'

const LINES = { 'health-check': 'About: Health check', intranet: 'About: Intranet' }

/** A message field in the page, at an address asking about `key`. */
function field(value = '', key: string | null = 'health-check', search = '') {
  const query = [search, key === null ? '' : `${ASK_PARAMETER}=${key}`].filter(Boolean).join('&')
  history.replaceState(null, '', `/${query ? `?${query}` : ''}#contact`)
  const textarea = document.createElement('textarea')
  textarea.value = value
  document.body.append(textarea)
  return textarea
}

afterEach(() => {
  document.body.replaceChildren()
  history.replaceState(null, '', '/')
})

describe('withAskLine', () => {
  it('starts an empty message with the line, a new line after it for the visitor', () => {
    expect(withAskLine('', 'About: X')).toBe('About: X\n')
  })

  it('puts the line before what is there, and adds it only once', () => {
    expect(withAskLine('Hello', 'About: X')).toBe('About: X\n\nHello')
    expect(withAskLine('About: X\n\nHello', 'About: X')).toBe('About: X\n\nHello')
  })
})

describe('askAbout', () => {
  it('fills an empty message with the line of the service the address names', () => {
    const message = field()
    askAbout(message, LINES)
    expect(message.value).toBe(`${LINES['health-check']}\n`)
  })

  it('keeps what the visitor typed or a draft put back, after the line, the caret on their text', () => {
    const message = field('We have 40 flows.')
    message.focus()
    message.setSelectionRange(3, 7)
    askAbout(message, LINES)
    expect(message.value).toBe(`${LINES['health-check']}\n\nWe have 40 flows.`)
    const moved = LINES['health-check'].length + 2
    expect([message.selectionStart, message.selectionEnd]).toEqual([3 + moved, 7 + moved])
  })

  it('adds nothing when the line is there already, as the visitor left it', () => {
    const message = field(`Hi.\n${LINES['health-check']}, please.`)
    askAbout(message, LINES)
    expect(message.value).toBe(`Hi.\n${LINES['health-check']}, please.`)
  })

  it('takes the service out of the address, keeping the rest of it', () => {
    askAbout(field('', 'intranet', 'ref=mail'), LINES)
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/?ref=mail#contact')
  })

  it('adds nothing for an address that names no service, or one the content does not offer', () => {
    for (const key of [null, 'unknown', 'constructor', '__proto__', 'toString']) {
      const message = field('', key)
      askAbout(message, LINES)
      expect(message.value, String(key)).toBe('')
    }
    const message = field()
    askAbout(message, undefined)
    expect(message.value).toBe('')
  })
})
