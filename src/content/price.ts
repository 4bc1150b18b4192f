/**
 * A service's price (`services.items[].price` in the content file): checked when the site is
 * built, and written in the page's language by Intl.NumberFormat, never by hand.
 */
import type { ServicePrice } from './types.ts'

/**
 * A price in the page's language, as Intl.NumberFormat writes it, whole numbers without
 * decimals: 4000 EUR is "€4,000" in English, "4000 €" in Polish, "4.000 €" in German.
 */
export const formatPrice = ({ from, currency }: ServicePrice, lang: string): string =>
  new Intl.NumberFormat(lang, {
    style: 'currency',
    currency,
    ...(Number.isInteger(from) ? { maximumFractionDigits: 0 } : {}),
  }).format(from)

/** Every currency code Intl knows (ISO 4217), upper case. */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'))

/**
 * A service's price, checked: a positive number, in a currency that exists. Throws naming
 * `where` (the content file and the field) otherwise.
 */
export function checkPrice(price: ServicePrice, where: string): void {
  if (typeof price.from !== 'number' || !Number.isFinite(price.from) || price.from <= 0)
    throw new Error(
      `${where}.from is ${JSON.stringify(price.from)}: write the least the service costs as a number, e.g. from: 4000`,
    )
  if (typeof price.currency !== 'string' || !CURRENCIES.has(price.currency))
    throw new Error(
      `${where}.currency is ${JSON.stringify(price.currency)}: write the currency's three-letter code in capitals, e.g. 'EUR', 'PLN', 'USD'`,
    )
}
