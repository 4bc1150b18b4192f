/**
 * Compile-time proof that the content type catches an owner's typos: `tsc -b` fails if any
 * line marked @ts-expect-error below stops being an error. Nothing imports this file.
 */
import type { ProfileLink, Project, Service, SiteContent } from './types.ts'

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

export const priceWithoutCurrency: Service = {
  name: 'Health check',
  summary: 'A review.',
  duration: '2 weeks',
  // @ts-expect-error: a price is a number in a currency: without its currency it says nothing
  price: { from: 4000 },
  tags: [],
}

export const servicePageNotMarkdown: Service = {
  name: 'Health check',
  summary: 'A review.',
  duration: '2 weeks',
  tags: [],
  // @ts-expect-error: a service's page is a Markdown file in src/content/services/
  page: 'health-check.html',
}

export const availabilityOfUnknownStatus: SiteContent['availability'] = {
  // @ts-expect-error: the owner is open for work, limited, or booked
  status: 'busy',
  labels: { open: 'Open', limited: 'Limited', booked: 'Booked', from: 'From {month}' },
}

export const availabilityFromWithoutMonth: SiteContent['availability'] = {
  status: 'booked',
  // @ts-expect-error: the day's words must say which month
  labels: { open: 'Open', limited: 'Limited', booked: 'Booked', from: 'Later' },
}
