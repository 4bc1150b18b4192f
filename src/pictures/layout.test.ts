import { describe, expect, it } from 'vitest'
import { LAYOUT } from '../styles/layout.ts'
import { cardPictureSizes, pictureFit, viewerPictureCss } from './layout.ts'

const FRAME_RATIO = LAYOUT.cards.frameRatio

describe('pictureFit', () => {
  it('fills the frame with pictures close to its shape, such as desktop screenshots', () => {
    expect(pictureFit({ width: 2782, height: 1524 })).toBe('cover')
    expect(pictureFit({ width: 2102, height: 1348 })).toBe('cover')
    expect(pictureFit({ width: 3000, height: 2000 })).toBe('cover')
  })

  it('shows a phone screenshot or a square picture whole', () => {
    expect(pictureFit({ width: 1170, height: 2532 })).toBe('tall')
    expect(pictureFit({ width: 1400, height: 1400 })).toBe('tall')
  })

  it('shows a panorama whole', () => {
    expect(pictureFit({ width: 4000, height: 1000 })).toBe('wide')
  })
})

describe('cardPictureSizes', () => {
  it('gives the frame width at every breakpoint for a picture of the frame’s shape', () => {
    expect(cardPictureSizes({ width: 1600, height: 1000 })).toBe(
      '(min-width: 72rem) calc((72rem - 7rem) / 3), (min-width: 64rem) calc((100vw - 7rem) / 3), (min-width: 48rem) calc((100vw - 5.5rem) / 2), (min-width: 40rem) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)',
    )
  })

  it('asks for a narrower file when a tall picture shows narrower than its frame', () => {
    const sizes = cardPictureSizes({ width: 1000, height: 1000 })
    const scale = Number((1 / FRAME_RATIO).toFixed(3))
    expect(sizes).toContain(`calc((100vw - 2rem) * ${scale})`)
    expect(sizes.split(', ')).toHaveLength(5)
  })

  it('asks for a cropped picture at the frame’s width', () => {
    expect(cardPictureSizes({ width: 1900, height: 1000 })).toBe(
      cardPictureSizes({ width: 1600, height: 1000 }),
    )
  })
})

describe('viewerPictureCss', () => {
  it('gives each picture size its shape and file width, once per size, by the image’s own attributes', () => {
    const css = viewerPictureCss([
      { width: 1600, height: 1000 },
      { width: 750, height: 1334 },
      { width: 1600, height: 1000 },
    ])
    expect(css.split('\n')).toEqual([
      ':is(.viewer-image,.article-image)[width="1600"][height="1000"]{--ratio:1.6;--source-width:1600px}',
      `:is(.viewer-image,.article-image)[width="750"][height="1334"]{--ratio:${750 / 1334};--source-width:750px}`,
    ])
  })
})
