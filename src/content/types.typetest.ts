/**
 * Compile-time proof that the content type catches an owner's typos: `tsc -b` fails if any
 * line marked @ts-expect-error below stops being an error. Nothing imports this file.
 */
import type { ProfileLink, Project, SiteContent } from './types.ts'

export const mistypedIcon: ProfileLink = {
  label: 'Code on GitHub',
  href: 'https://github.com/your-username',
  // @ts-expect-error: "githib" is not one of the Icon component's names
  icon: 'githib',
}

export const insecureProfileLink: ProfileLink = {
  label: 'Profile',
  // @ts-expect-error: profile links must be https:// addresses
  href: 'http://example.com',
  icon: 'code',
}

// @ts-expect-error: a project without its tags is incomplete
export const projectWithoutTags: Project = {
  title: 'Title',
  description: 'Description',
  image: { file: 'my-app.png', alt: 'Alt text' },
}

export const pictureWithoutAlt: Project = {
  title: 'Title',
  description: 'Description',
  // @ts-expect-error: a project's picture needs its alt text
  image: { file: 'my-app.png' },
  tags: [],
}

export const pictureOfUnknownFormat: Project = {
  title: 'Title',
  description: 'Description',
  // @ts-expect-error: a picture is a PNG, JPEG, WebP, AVIF or SVG file
  image: { file: 'my-app.bmp', alt: 'Alt text' },
  tags: [],
}

export const pictureWithSizes: Project = {
  title: 'Title',
  description: 'Description',
  // @ts-expect-error: the build reads a picture's size from the file; none is typed here
  image: { file: 'my-app.png', alt: 'Alt text', width: 640, height: 360 },
  tags: [],
}

export const viewerLabelWithoutTitle: SiteContent['projects']['viewer'] = {
  // @ts-expect-error: the open button's name must say which project it opens
  openLabel: 'View larger',
  closeLabel: 'Close',
  previousLabel: 'Previous project',
  nextLabel: 'Next project',
  position: '{index} of {count}',
}

// @ts-expect-error: the copyright year is required
export const footerWithoutYear: SiteContent['footer'] = { rightsNotice: 'All rights reserved.' }
