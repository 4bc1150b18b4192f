import type { ImageAsset } from '../content/types.ts'

/** How an SVG's own markup travels inside the content (scripts/pictures/raster.mjs). */
const SVG_DATA_URI = 'data:image/svg+xml,'

/** The SVG's own markup an image carries, if it carries one. */
const svgMarkup = (image: ImageAsset) =>
  image.src.startsWith(SVG_DATA_URI)
    ? decodeURIComponent(image.src.slice(SVG_DATA_URI.length))
    : undefined

/**
 * The ids an image's SVG markup gives the page (its gradients', prefixed at build time), which
 * no other element of the page may take.
 */
export const inlinedImageIds = (image: ImageAsset): string[] =>
  [...(svgMarkup(image) ?? '').matchAll(/\sid="([^"]+)"/g)].flatMap(([, id]) => (id ? [id] : []))

/**
 * An image drawn for the page (`?raster`, the logo): an SVG's own markup, optimized at build
 * time, written into the page as it is (part of the page's document, with no document of its own
 * to build before the first paint, and sharp at any size), or else an <img>: the WebP's file the
 * build publishes (its data: URI in the dev server). Without words of its own (`alt` empty) it is hidden from assistive technology, as an
 * <img alt=""> is; with them, it is an image named by them.
 */
export function InlinedImage({ image, className }: { image: ImageAsset; className: string }) {
  const markup = svgMarkup(image)
  if (markup === undefined)
    return (
      <img
        className={className}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
      />
    )
  return (
    <span
      className={className}
      {...(image.alt ? { role: 'img', 'aria-label': image.alt } : { 'aria-hidden': true })}
      // The build's own SVGO output, checked there to hold no style, script, handler or link.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup made at build time from the owner's file
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  )
}
