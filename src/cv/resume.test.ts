// @vitest-environment node
/** resume.json: valid against the published JSON Resume schema, with every part of the CV. */
import { schema, validate } from '@jsonresume/schema'
import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import type { SiteContent } from '../content/types.ts'
import { testBuild } from '../test/build.ts'
import { cvModel } from './model.ts'
import { jsonResume } from './resume.ts'

const content: SiteContent = site
const cv = cvModel(content, testBuild(content))

/** The schema's problems with `resume`, one line each (none: valid). */
const problems = (resume: unknown) =>
  new Promise<string[]>((resolve) =>
    validate(resume, (errors) => resolve((errors ?? []).map((error) => error.stack))),
  )

type Schema = { properties?: Record<string, Schema>; items?: Schema }

/**
 * Each key of `value` the schema does not name (it allows any, so a misspelt key such as
 * `positon` would pass it unseen).
 */
function unnamed(value: unknown, node: Schema, path = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => unnamed(item, node.items ?? {}, `${path}[${index}]`))
  if (value === null || typeof value !== 'object' || !node.properties) return []
  const properties = node.properties
  return Object.entries(value).flatMap(([key, item]) => {
    const child = properties[key]
    return child ? unnamed(item, child, `${path}.${key}`) : [`${path}.${key}`]
  })
}

describe.runIf(cv)('the CV as JSON Resume', () => {
  if (!cv) return
  const resume = jsonResume(cv)

  it('is valid against the published schema, and uses only the keys it names', async () => {
    expect(await problems(resume)).toEqual([])
    expect(unnamed(resume, schema as Schema)).toEqual([])
  })

  it('fails the schema when a field is wrong, as the check must', async () => {
    expect(await problems({ ...resume, work: [{ startDate: 'March 2021' }] })).not.toEqual([])
    expect(unnamed({ ...resume, work: [{ positon: 'x' }] }, schema as Schema)).toEqual([
      '.work[0].positon',
    ])
  })

  it('has every role, newest first, every degree, language, certification and project', () => {
    expect(resume).toMatchObject({
      basics: { name: cv.name, label: cv.jobTitle, url: cv.website },
      work: cv.roles.map((role) => ({
        name: role.employer,
        position: role.title,
        startDate: role.start,
        highlights: role.highlights,
      })),
      education: cv.education.map((degree) => ({ institution: degree.institution })),
      languages: cv.languages.map((language) => ({ language: language.name })),
      certificates: cv.certifications.map((certification) => ({
        name: certification.name,
        url: certification.url,
      })),
      projects: cv.projects.map((project) => ({ name: project.title })),
    })
    const starts = cv.roles.map((role) => role.start)
    expect(starts).toEqual([...starts].sort().reverse())
  })
})
