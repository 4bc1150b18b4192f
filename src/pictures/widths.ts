/**
 * Which widths the build encodes a picture at, by the role it plays on the page. The encoder
 * (scripts/pictures/encode.mjs) makes them; the page's `sizes` lets each browser pick one.
 */
import { LAYOUT, narrowestCardFrame } from '../styles/layout.ts'

/**
 * Widths in pixels, each at most about 1.33× the last, so the file a browser picks is never much
 * larger than its box. 720 fits a card on the common 1.75× phone.
 */
export const PICTURE_WIDTHS = [320, 480, 640, 720, 840, 1080, 1440, 1920, 2560, 3200, 3840]

/**
 * Widths below the standard ones, each about 1.33× the last, for pictures shown whole and much
 * narrower than their card's frame (a phone screenshot): there, even 320 px can be three times
 * the picture's box.
 */
export const NARROW_WIDTHS = [100, 135, 180, 240]

/** A badge's widths: its box at 1×, 1.5×, 2× and 3× screens. */
export const BADGE_SCALES = [1, 1.5, 2, 3]

/**
 * What a picture is for: a project card, a case study's picture (and their enlarged view), a
 * certification's badge, or a page's sharing picture (one 1200×630 file, scripts/pictures/).
 */
export type PictureRole = 'card' | 'badge' | 'share'

/**
 * The widths to encode a card picture of `sourceWidth` × `sourceHeight` pixels at: every
 * standard width below it, and the source's own width as the largest (up to the largest
 * standard width). A picture taller than its frame's shape shows whole, as wide as the frame's
 * height × its aspect: when the smallest standard width is more than twice its narrowest card
 * box, the narrow widths down to that box are added, so no screen gets a card picture more than
 * about twice too wide.
 */
export function cardWidths(
  sourceWidth: number,
  sourceHeight: number = sourceWidth / LAYOUT.cards.frameRatio,
): number[] {
  const largest = PICTURE_WIDTHS.at(-1) ?? sourceWidth
  const top = Math.min(sourceWidth, largest)
  // A standard width within 10 % below the top adds a file but no sharpness.
  const below = PICTURE_WIDTHS.filter((width) => width < top * 0.9)
  const shown = Math.min(1, sourceWidth / sourceHeight / LAYOUT.cards.frameRatio)
  const narrowestBox = narrowestCardFrame() * shown
  const narrow =
    (PICTURE_WIDTHS[0] ?? 0) > 2 * narrowestBox
      ? NARROW_WIDTHS.filter((width) => width >= narrowestBox && width < top * 0.9)
      : []
  return [...narrow, ...below, top]
}

/** A badge's widths, never wider than its source. */
export function badgeWidths(sourceWidth: number): number[] {
  const widths = BADGE_SCALES.map((scale) => Math.round(LAYOUT.badgePx * scale))
  return [...new Set(widths.map((width) => Math.min(width, sourceWidth)))]
}

export const widthsFor = (role: PictureRole) =>
  role === 'badge' ? (width: number) => badgeWidths(width) : cardWidths
