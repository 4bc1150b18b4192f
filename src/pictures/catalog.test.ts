import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import type { Project } from '../content/types.ts'
import { testPictures } from '../test/build.ts'
import { pictureKey, picturesNamed, projectPicture } from './catalog.ts'

const project = (image: Project['image']): Project => ({
  title: 'Field Inspections – Österreich',
  description: 'Description',
  image,
  tags: [],
})

describe('projectPicture', () => {
  it('gives every project in the content file its picture, with its size', () => {
    const catalog = testPictures()
    for (const item of site.projects.items) {
      const picture = projectPicture(item, catalog)
      expect(picture.alt).toBe(item.image.alt)
      expect(picture.width).toBeGreaterThan(0)
      expect(picture.height).toBeGreaterThan(0)
      expect(picture.src).toBeTruthy()
    }
  })

  it('offers raster pictures as AVIF and WebP at several widths, never wider than the file', () => {
    const catalog = testPictures()
    for (const item of site.projects.items) {
      if (item.image.file.endsWith('.svg')) continue
      const picture = projectPicture(item, catalog)
      expect(picture.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
      for (const source of picture.sources) {
        const widths = source.srcset
          .split(', ')
          .map((candidate) => Number(candidate.split(' ')[1]?.replace('w', '')))
        expect(widths.length).toBeGreaterThan(3)
        expect(Math.max(...widths)).toBeLessThanOrEqual(picture.width)
      }
    }
  })

  it('fails the build naming the project and the file when the file does not exist', () => {
    const catalog = {
      [pictureKey('card', 'no-such-picture.png')]: {
        error: '/x/no-such-picture.png does not exist',
      },
    }
    expect(() =>
      projectPicture(project({ file: 'no-such-picture.png', alt: 'A picture' }), catalog),
    ).toThrow(
      'Project "Field Inspections – Österreich": its picture src/content/images/no-such-picture.png does not exist',
    )
  })

  it('fails the build naming the project, the file and the reason when the file cannot be read', () => {
    const catalog = {
      [pictureKey('card', 'broken.png')]: { error: 'broken.png is not a picture that can be read' },
    }
    expect(() =>
      projectPicture(project({ file: 'broken.png', alt: 'A picture' }), catalog),
    ).toThrow(
      'Project "Field Inspections – Österreich": its picture src/content/images/broken.png cannot be used: broken.png is not a picture that can be read',
    )
  })

  it('fails the build naming the project and the file when the alt text is empty', () => {
    const file = site.projects.items[0]?.image.file ?? 'missing.png'
    expect(() => projectPicture(project({ file, alt: '  ' }), testPictures())).toThrow(
      `Project "Field Inspections – Österreich": its picture src/content/images/${file} has no alt text`,
    )
  })
})

describe('picturesNamed', () => {
  it('names every project picture as a card, and only those the content names', () => {
    const named = picturesNamed(site)
    const cards = named.filter(({ role }) => role === 'card').map(({ file }) => file)
    expect(cards).toEqual(site.projects.items.map((item) => item.image.file))
  })
})
