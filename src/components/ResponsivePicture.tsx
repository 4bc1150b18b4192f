import type { Picture } from '../pictures/catalog.ts'

interface ResponsivePictureProps {
  picture: Picture & { alt: string }
  /** How wide it shows (src/pictures/layout.ts): each browser picks the file for that width. */
  sizes: string
  className?: string
  imageClassName: string
  /** The <img>'s data-* attributes (how it sits in its frame). */
  imageData?: Record<`data-${string}`, string>
  /** 'eager' for a picture at the top of the page (an article's cover): the rest wait till near. */
  loading?: 'lazy' | 'eager'
}

/**
 * A picture in every format the build made, best first, and the fallback file, loaded when it
 * comes near the view; its box is known from its width and height before any file arrives.
 */
export function ResponsivePicture({
  picture,
  sizes,
  className,
  imageClassName,
  imageData = {},
  loading = 'lazy',
}: ResponsivePictureProps) {
  return (
    <picture className={className}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        className={imageClassName}
        {...imageData}
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={loading}
        decoding="async"
      />
    </picture>
  )
}
