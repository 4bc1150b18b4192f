import { describe, expect, it } from 'vitest'
import { LAYOUT, narrowestCardFrame } from '../styles/layout.ts'
import { BADGE_SCALES, badgeWidths, cardWidths, PICTURE_WIDTHS } from './widths.ts'

describe('cardWidths', () => {
  it('offers every standard width below the source, and the source’s own width', () => {
    expect(cardWidths(2800)).toEqual([320, 480, 640, 720, 840, 1080, 1440, 1920, 2800])
    expect(cardWidths(500)).toEqual([320, 500])
  })

  it('never makes a file wider than the largest standard width', () => {
    expect(cardWidths(7680).at(-1)).toBe(PICTURE_WIDTHS.at(-1))
  })

  it('offers a phone screenshot, shown whole in a wider frame, widths down to its narrowest box', () => {
    const widths = cardWidths(1170, 2532)
    const narrowestBox = narrowestCardFrame() * (1170 / 2532 / LAYOUT.cards.frameRatio)
    expect(widths.slice(0, 5)).toEqual([100, 135, 180, 240, 320])
    expect(widths[0]).toBeGreaterThanOrEqual(narrowestBox)
    expect(widths.at(-1)).toBe(1170)
  })

  it('keeps the standard widths for pictures whose narrowest box 320 px still fits', () => {
    expect(cardWidths(1400, 1400)).toEqual(cardWidths(1400))
    expect(cardWidths(2782, 1524)).toEqual(cardWidths(2782))
    expect(cardWidths(4000, 1000)).toEqual(cardWidths(4000))
  })

  it('has, for every card box of a tall picture from 320 px screens up, a file 0.85–2.2× as wide', () => {
    // The picture's box in device px: the frame (288 to 607 CSS px) × its shown fraction × DPR.
    for (const [width, height] of [
      [1170, 2532],
      [1080, 2400],
      [600, 1800],
    ] as const) {
      const widths = cardWidths(width, height)
      const shown = width / height / LAYOUT.cards.frameRatio
      for (const frame of [narrowestCardFrame(), 304, 347, 607])
        for (const dpr of [1, 1.5, 2, 3]) {
          const box = frame * shown * dpr
          if (box > width) continue
          const file = widths.find((w) => w >= box * 0.85)
          expect(file, `${width}×${height} in a ${frame} px frame @${dpr}x`).toBeDefined()
          expect((file ?? 0) / box).toBeLessThanOrEqual(2.2)
        }
    }
  })

  it('steps by at most 1.5× from one width to the next', () => {
    for (const [source, height] of [
      [700, 400],
      [1170, 2532],
      [2102, 1348],
      [2800, 1750],
      [3000, 2000],
      [7680, 4320],
    ] as const) {
      const widths = cardWidths(source, height)
      for (let i = 1; i < widths.length; i++)
        expect((widths[i] ?? 0) / (widths[i - 1] ?? 1)).toBeLessThanOrEqual(1.5)
    }
  })
})

describe('badgeWidths', () => {
  it('offers the badge’s box at each screen density, never wider than the source', () => {
    expect(badgeWidths(1000)).toEqual(
      BADGE_SCALES.map((scale) => Math.round(LAYOUT.badgePx * scale)),
    )
    expect(Math.max(...badgeWidths(100))).toBe(100)
  })
})

/**
 * The boxes, in device px, a picture of `width` × `height` is shown in on screens from the
 * narrowest the layout allows to a 2560 px wide one, at the densities screens have: its card
 * (the frame, or the part a tall picture fills), its place in a case study's text (the column,
 * no taller than the screen allows) and the enlarged view (the screen, less room for the caption).
 */
function boxes(width: number, height: number): number[] {
  const ratio = width / height
  const shown = Math.min(1, ratio / LAYOUT.cards.frameRatio)
  const found: number[] = []
  for (let screen = LAYOUT.minViewportPx; screen <= 2560; screen += 8)
    for (const screenHeight of [640, 800, 900, 1080, 1440])
      for (const dpr of [1, 1.5, 2, 2.625, 3]) {
        const rem = screen / 16
        const step = <T extends { fromRem: number }>(steps: readonly T[]) =>
          steps.filter(({ fromRem }) => fromRem <= rem).at(-1) ?? (steps[0] as T)
        const padding = step(LAYOUT.container.padding).rem * 16
        const columns = step(LAYOUT.cards.columns).count
        const container = Math.min(screen, LAYOUT.container.maxWidthRem * 16) - 2 * padding
        const frame = (container - (columns - 1) * LAYOUT.cards.gapRem * 16) / columns
        const story = Math.min(
          LAYOUT.article.maxWidthRem * 16,
          screen - 2 * padding,
          width,
          (LAYOUT.article.pictureMaxHeightVh / 100) * screenHeight * ratio,
        )
        const { marginRem, paddingRem, borderPx, chromeRem } = LAYOUT.viewer
        const view = Math.min(
          screen - (marginRem + 2 * paddingRem) * 16 - 2 * borderPx,
          Math.max(LAYOUT.viewer.minWidthRem * 16, (screenHeight - chromeRem * 16) * ratio),
          width,
        )
        for (const box of [frame * shown, story, view]) found.push(box * dpr)
      }
  return found
}

describe('every width a picture is encoded at', () => {
  it('is the file a browser picks (the narrowest at least as wide) for some box on some screen', () => {
    for (const [width, height] of [
      [2800, 1600],
      [2100, 1350],
      [1170, 2532],
      [1400, 1400],
      [3000, 2000],
    ] as const) {
      const widths = cardWidths(width, height)
      const shown = boxes(width, height)
      for (const [index, candidate] of widths.entries()) {
        const previous = widths[index - 1] ?? 0
        const asked = shown.some(
          (box) => (box > previous && box <= candidate) || (index === 0 && box <= candidate),
        )
        expect(asked, `${width}×${height}: nothing asks for ${candidate} px`).toBe(true)
      }
    }
  })
})
