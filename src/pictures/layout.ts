/**
 * How a picture sits in the page, and the `sizes` value that tells the browser how wide it
 * shows, from the grid's numbers in src/styles/layout.ts.
 */
import { articlePictureWidths, cardFrameWidths, LAYOUT } from '../styles/layout.ts'
import type { Picture } from './catalog.ts'

const frameShare = (picture: Pick<Picture, 'width' | 'height'>) =>
  picture.width / picture.height / LAYOUT.cards.frameRatio

/**
 * Pictures close to the frame's shape fill it ('cover': cropped by at most a fifth, around the
 * focal point). Taller ones (a phone screenshot, a square) and much wider ones show whole,
 * centred in the frame ('tall', 'wide').
 */
export function pictureFit(picture: Pick<Picture, 'width' | 'height'>): 'cover' | 'tall' | 'wide' {
  const ratio = frameShare(picture)
  return ratio < 0.8 ? 'tall' : ratio > 1.25 ? 'wide' : 'cover'
}

/**
 * The `sizes` of a card picture: the frame's width, or for a tall picture its narrower width.
 * A cropped picture is asked for at the frame's width (its crop is at most a fifth, so it stays
 * sharp enough), which keeps cards light on every screen.
 */
export function cardPictureSizes(picture: Pick<Picture, 'width' | 'height'>): string {
  const scale = pictureFit(picture) === 'tall' ? frameShare(picture) : 1
  const factor = scale === 1 ? '' : ` * ${Number(scale.toFixed(3))}`
  return cardFrameWidths()
    .map(([media, width]) =>
      `${media} ${factor ? width.replace(/^calc\((.*)\)$/, `calc(($1)${factor})`) : width}`.trim(),
    )
    .join(', ')
}

/**
 * The `sizes` of a picture in a case study's text: the column, or less if its file is narrower
 * or it would be taller than most of the screen.
 */
export const articlePictureSizes = (picture: Pick<Picture, 'width' | 'height'>): string =>
  articlePictureWidths(picture.width, picture.width / picture.height)
    .map(([media, width]) => `${media} ${width}`.trim())
    .join(', ')

/** The `sizes` of a badge: always its fixed box. */
export const BADGE_SIZES = `${LAYOUT.badgePx}px`

/**
 * The enlarged view's picture box (global.css, .viewer-image), and a case study's picture in its
 * text (.article-image), follow each picture's shape and are never wider than its file. The view is in the page's HTML before any script runs, and the
 * page's CSP refuses style attributes there, so these numbers travel as rules: one per picture
 * size, matched by the image's own width and height attributes.
 */
export function viewerPictureCss(pictures: readonly Pick<Picture, 'width' | 'height'>[]): string {
  const rules = new Set(
    pictures.map(
      ({ width, height }) =>
        `:is(.viewer-image,.article-image)[width="${width}"][height="${height}"]{--ratio:${width / height};--source-width:${width}px}`,
    ),
  )
  return [...rules].join('\n')
}
