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
  image: { src: '/image.svg', width: 640, height: 360, alt: 'Alt text' },
}

// @ts-expect-error: the copyright year is required
export const footerWithoutYear: SiteContent['footer'] = { rightsNotice: 'All rights reserved.' }
