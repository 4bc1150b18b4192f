import { describe, expect, it, vi } from 'vitest'
import { projectPicture } from './pictures.ts'
import { site } from './site.ts'
import type { Project } from './types.ts'

const project = (image: Project['image']): Project => ({
  title: 'Field Inspections – Österreich',
  description: 'Description',
  image,
  tags: [],
})

describe('projectPicture', () => {
  it('gives every project in the content file its picture, with the size read from the file', () => {
    for (const item of site.projects.items) {
      const picture = projectPicture(item)
      expect(picture.alt).toBe(item.image.alt)
      expect(picture.width).toBeGreaterThan(0)
      expect(picture.height).toBeGreaterThan(0)
      expect(picture.src).toBeTruthy()
    }
  })

  it('offers raster pictures as AVIF and WebP at several widths', () => {
    for (const item of site.projects.items) {
      if (item.image.file.endsWith('.svg')) continue
      const picture = projectPicture(item)
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
    vi.stubEnv('SSR', true)
    expect(() =>
      projectPicture(project({ file: 'no-such-picture.png', alt: 'A picture' })),
    ).toThrow(
      'Project "Field Inspections – Österreich": its picture src/content/images/no-such-picture.png does not exist',
    )
  })

  it('fails the build naming the project and the file when the alt text is empty', () => {
    vi.stubEnv('SSR', true)
    const file = site.projects.items[0]?.image.file ?? 'missing.png'
    expect(() => projectPicture(project({ file, alt: '  ' }))).toThrow(
      `Project "Field Inspections – Österreich": its picture src/content/images/${file} has no alt text`,
    )
  })
})
