/**
 * A service's price in the page's language: Intl.NumberFormat's way of writing it, whole amounts
 * without decimals, never formatted by hand. The amounts here are made up, not the sample's.
 */
import { describe, expect, it } from 'vitest'
import { formatPrice } from './price.ts'

/** Spaces as one reads them: Intl writes no-break spaces, narrow or not by its ICU version. */
const spaced = (text: string) => text.replace(/\s/g, ' ')

describe('formatPrice', () => {
  it('writes a whole amount the English way: the sign first, a comma between thousands', () => {
    expect(formatPrice({ from: 4000, currency: 'EUR' }, 'en')).toBe('€4,000')
    expect(formatPrice({ from: 12500, currency: 'USD' }, 'en')).toBe('$12,500')
  })

  it('writes the same amounts the Polish way: the sign last, no separator under five digits', () => {
    // A no-break space before the sign, so a line never ends between the amount and it.
    expect(formatPrice({ from: 4000, currency: 'EUR' }, 'pl')).toBe('4000\u00a0€')
    expect(spaced(formatPrice({ from: 12500, currency: 'EUR' }, 'pl'))).toBe('12 500 €')
    expect(spaced(formatPrice({ from: 12500, currency: 'PLN' }, 'pl'))).toBe('12 500 zł')
    expect(formatPrice({ from: 12500, currency: 'PLN' }, 'pl')).not.toContain(' ')
  })

  it('keeps the cents of an amount that has them', () => {
    expect(formatPrice({ from: 99.5, currency: 'EUR' }, 'en')).toBe('€99.50')
    expect(formatPrice({ from: 99.5, currency: 'EUR' }, 'pl')).toBe('99,50\u00a0€')
  })
})
