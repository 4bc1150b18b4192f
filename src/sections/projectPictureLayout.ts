/**
 * How a project picture sits in its card, and the `sizes` value that tells the browser how wide
 * it shows. These numbers mirror the .project-grid and .project-frame rules in global.css:
 * change them together.
 */
import type { Picture } from '../content/pictures.ts'

/** Every card's picture frame has this width ÷ height, so cards in a row line up. */
export const FRAME_RATIO = 16 / 10

/**
 * Pictures close to the frame's shape fill it ('cover': cropped by at most a fifth, around the
 * focal point). Taller ones (a phone screenshot, a square) and much wider ones show whole,
 * centred in the frame ('tall', 'wide').
 */
export function pictureFit(picture: Pick<Picture, 'width' | 'height'>): 'cover' | 'tall' | 'wide' {
  const ratio = picture.width / picture.height / FRAME_RATIO
  return ratio < 0.8 ? 'tall' : ratio > 1.25 ? 'wide' : 'cover'
}

/**
 * The width of a card's frame at each breakpoint (container 72rem with 1rem, then from 48rem
 * 2rem, side padding; 1.5rem gaps; one column, two from 40rem, three from 64rem).
 */
const FRAME_WIDTHS = [
  ['(min-width: 72rem)', 'calc((72rem - 7rem) / 3)'],
  ['(min-width: 64rem)', 'calc((100vw - 7rem) / 3)'],
  ['(min-width: 48rem)', 'calc((100vw - 5.5rem) / 2)'],
  ['(min-width: 40rem)', 'calc((100vw - 3.5rem) / 2)'],
  ['', 'calc(100vw - 2rem)'],
] as const

/**
 * The `sizes` of a card picture: the frame's width, or for a tall picture its narrower width.
 * A cropped picture is asked for at the frame's width (its crop is at most a fifth, so it stays
 * sharp enough), which keeps cards light on every screen.
 */
export function cardPictureSizes(picture: Pick<Picture, 'width' | 'height'>): string {
  const ratio = picture.width / picture.height / FRAME_RATIO
  const scale = pictureFit(picture) === 'tall' ? ratio : 1
  const factor = scale === 1 ? '' : ` * ${Number(scale.toFixed(3))}`
  return FRAME_WIDTHS.map(([media, width]) =>
    `${media} ${factor ? width.replace(/^calc\((.*)\)$/, `calc(($1)${factor})`) : width}`.trim(),
  ).join(', ')
}
