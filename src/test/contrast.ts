/**
 * WCAG 2's contrast ratio, written out from the definition (relative luminance of sRGB), so the
 * tests check the build's colours with arithmetic of their own, not the library that made them.
 */

/** WCAG 2's relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const match = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex)
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`)
  const [r = 0, g = 0, b = 0] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2's contrast ratio of two colours. */
export function contrast(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}
