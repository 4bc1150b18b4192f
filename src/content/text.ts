/** Ends a sentence with a full stop, unless it already ends with one (e.g. "Sp. z o.o."). */
export const endSentence = (text: string): string => {
  const trimmed = text.trim()
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`
}
