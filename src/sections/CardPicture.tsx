import type { ProjectPictureFiles } from '../pictures/catalog.ts'
import { cardPictureSizes, pictureFit } from '../pictures/layout.ts'

/** A project's picture in its card's frame: the smallest sharp file, loaded when near the view. */
export function CardPicture({ picture }: { picture: ProjectPictureFiles }) {
  const sizes = cardPictureSizes(picture)
  return (
    <picture className="project-frame">
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        className="project-image"
        data-fit={pictureFit(picture)}
        data-focus={picture.focus}
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  )
}
