/**
 * The page's grid: the one home of every number that both the stylesheet and the pictures
 * depend on. The stylesheet's rules for it are made from here (layoutCss, served to the page as
 * `virtual:layout.css`), and so are the pictures' `sizes` and the widths the build encodes.
 * Change a number here and all three follow.
 */

/** Sizes in rem are of the browser's default 16 px. */
const PX_PER_REM = 16

export const LAYOUT = {
  /** The narrowest screen the page lays out for, in CSS px. */
  minViewportPx: 320,
  container: {
    maxWidthRem: 72,
    /** Side padding, from each viewport width (rem) up. */
    padding: [
      { fromRem: 0, rem: 1 },
      { fromRem: 48, rem: 2 },
    ],
  },
  cards: {
    gapRem: 1.5,
    /** Cards per row, from each viewport width (rem) up. */
    columns: [
      { fromRem: 0, count: 1 },
      { fromRem: 40, count: 2 },
      { fromRem: 64, count: 3 },
    ],
    /** Every card's picture frame has this width ÷ height, so cards in a row line up. */
    frameRatio: 16 / 10,
  },
  /**
   * A case study's text column, and the pictures in it: never wider than their file, and never
   * taller than this share of the screen (a phone screenshot shows whole, not three screens tall).
   */
  article: { maxWidthRem: 46, pictureMaxHeightVh: 75 },
  /** A certification's badge: a square of this many CSS px. */
  badgePx: 64,
  /** The enlarged view of a project's picture (a modal dialog). */
  viewer: {
    /** Room left around the dialog, across both sides of the screen. */
    marginRem: 1,
    /** The dialog's padding on each side, inside its border. */
    paddingRem: 0.75,
    borderPx: 1,
    /** Height kept for the caption and the controls around the picture. */
    chromeRem: 16,
    /** The picture is never narrower than this (it scrolls on a very short screen instead). */
    minWidthRem: 16,
  },
} as const

type Step = { fromRem: number }
const at = <T extends Step>(steps: readonly T[], rem: number): T =>
  steps.filter((step) => step.fromRem <= rem).at(-1) ?? (steps[0] as T)

/**
 * The width of a card's picture frame at each breakpoint, widest first, as [media, width]:
 * the container (fixed once the screen is wider than its maximum) less its padding and the
 * gaps between cards, shared by the cards of a row.
 */
export function cardFrameWidths(): [media: string, width: string][] {
  const { container, cards } = LAYOUT
  const breakpoints = [
    ...new Set([
      container.maxWidthRem,
      ...container.padding.map((step) => step.fromRem),
      ...cards.columns.map((step) => step.fromRem),
    ]),
  ]
    .filter((rem) => rem > 0)
    .sort((a, b) => b - a)
  const width = (rem: number) => {
    const whole = rem >= container.maxWidthRem ? `${container.maxWidthRem}rem` : '100vw'
    const count = at(cards.columns, rem).count
    const less = 2 * at(container.padding, rem).rem + (count - 1) * cards.gapRem
    return count === 1 ? `calc(${whole} - ${less}rem)` : `calc((${whole} - ${less}rem) / ${count})`
  }
  return [
    ...breakpoints.map((rem) => [`(min-width: ${rem}rem)`, width(rem)] as [string, string]),
    ['', width(0)],
  ]
}

/**
 * The width of a picture in a case study's text: the text column (the container less its
 * padding, at most LAYOUT.article's width), never wider than the picture's file, and narrower
 * for a picture that would be taller than LAYOUT.article.pictureMaxHeightVh of the screen (at
 * its shape, `ratio`: width ÷ height).
 */
export function articlePictureWidths(
  fileWidth: number,
  ratio: number,
): [media: string, width: string][] {
  const { container, article } = LAYOUT
  const byHeight = `calc(${article.pictureMaxHeightVh}vh * ${Number(ratio.toFixed(4))})`
  return [...container.padding]
    .sort((a, b) => b.fromRem - a.fromRem)
    .map(({ fromRem, rem }) => [
      fromRem === 0 ? '' : `(min-width: ${fromRem}rem)`,
      `min(${article.maxWidthRem}rem, calc(100vw - ${2 * rem}rem), ${fileWidth}px, ${byHeight})`,
    ])
}

/** The narrowest a card's frame ever is, in CSS px (one card on the narrowest screen). */
export const narrowestCardFrame = (): number =>
  LAYOUT.minViewportPx - 2 * (LAYOUT.container.padding[0]?.rem ?? 0) * PX_PER_REM

/** The stylesheet's rules for the grid (see virtual:layout.css in vite.config.ts). */
export function layoutCss(): string {
  const { container, cards, viewer } = LAYOUT
  const rules = [
    `:root{--article-width:${LAYOUT.article.maxWidthRem}rem;--container-width:${container.maxWidthRem}rem;--card-gap:${cards.gapRem}rem;--card-frame-ratio:${cards.frameRatio};--badge-size:${LAYOUT.badgePx}px}`,
    `.viewer{--viewer-margin:${viewer.marginRem}rem;--viewer-padding:${viewer.paddingRem}rem;--viewer-border:${viewer.borderPx}px}`,
    // Each picture's --ratio and --source-width: viewerPictureCss (src/pictures/layout.ts).
    `.viewer-image{width:${viewerWidth('var(--ratio)', 'var(--source-width)', '100dvh')}}`,
    `body{min-width:${LAYOUT.minViewportPx}px}`,
    // A case study's picture in its text: the column, its file's width, or less when tall.
    `.article-image{width:min(calc(${LAYOUT.article.pictureMaxHeightVh}vh * var(--ratio)), 100%, var(--source-width))}`,
  ]
  const media = (fromRem: number, css: string) =>
    fromRem === 0 ? css : `@media (min-width:${fromRem}rem){${css}}`
  for (const { fromRem, rem } of container.padding)
    rules.push(media(fromRem, `.container{padding-inline:${rem}rem}`))
  for (const { fromRem, count } of cards.columns)
    rules.push(
      media(
        fromRem,
        `.project-grid>li{flex-basis:${count === 1 ? '100%' : `calc((100% - ${count - 1} * var(--card-gap)) / ${count})`}}`,
      ),
    )
  return `${rules.join('\n')}\n`
}

/**
 * The width of the enlarged view's picture: the screen less the dialog's margin, padding and
 * border; no taller than leaves room for the caption and controls (at the picture's shape,
 * `ratio`); never wider than its file (`fileWidth`).
 */
function viewerWidth(ratio: string, fileWidth: string, screenHeight: string): string {
  const { marginRem, paddingRem, borderPx, chromeRem, minWidthRem } = LAYOUT.viewer
  return `min(calc(100vw - ${marginRem + 2 * paddingRem}rem - ${2 * borderPx}px), max(${minWidthRem}rem, calc((${screenHeight} - ${chromeRem}rem) * ${ratio})), ${fileWidth})`
}

/**
 * The same width, for a picture's `sizes`: its shape and file width as numbers, and the
 * screen's largest height (vh), which `sizes` understands everywhere.
 */
export const viewerPictureWidth = ({ width, height }: { width: number; height: number }) =>
  viewerWidth(String(width / height), `${width}px`, '100vh')
