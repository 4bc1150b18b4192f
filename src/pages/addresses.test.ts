import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import { cvFilePaths, cvFileSlug, cvPath } from './addresses.ts'

describe('the CV’s files', () => {
  it('are named by the owner, not by their content, beside the CV’s page, in each language', () => {
    const paths = cvFilePaths(site.owner.name)
    const name = cvFileSlug(site.owner.name)
    expect(paths).toEqual({
      pdf: `${cvPath()}${name}-cv.pdf`,
      word: `${cvPath()}${name}-cv.docx`,
      resume: `${cvPath()}resume.json`,
    })
    expect(cvFilePaths(site.owner.name, 'pl/').pdf).toBe(`${cvPath('pl/')}${name}-cv.pdf`)
  })

  it('drop accents, keep other letters, and fall back to cv/cv.pdf when no letter is left', () => {
    expect(cvFileSlug('Zoë Łukasiewicz-Ørsted')).toBe('zoe-łukasiewicz-ørsted')
    expect(cvFileSlug('José  María O’Neill')).toBe('jose-maria-oneill')
    expect(cvFilePaths('!!!').pdf).toBe('cv/cv.pdf')
  })
})
