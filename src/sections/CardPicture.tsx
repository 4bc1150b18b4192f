import { ResponsivePicture } from '../components/ResponsivePicture.tsx'
import type { ProjectPictureFiles } from '../pictures/catalog.ts'
import { cardPictureSizes, pictureFit } from '../pictures/layout.ts'

/** A project's picture in its card's frame: the smallest sharp file, loaded when near the view. */
export function CardPicture({ picture }: { picture: ProjectPictureFiles }) {
  return (
    <ResponsivePicture
      picture={picture}
      sizes={cardPictureSizes(picture)}
      className="project-frame"
      imageClassName="project-image"
      imageData={{ 'data-fit': pictureFit(picture), 'data-focus': picture.focus }}
    />
  )
}
