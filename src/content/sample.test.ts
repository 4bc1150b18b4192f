import { describe, expect, it } from 'vitest'
import { describeSamples, findSamples, isSample, sample } from './sample.ts'

describe('sample markers', () => {
  it('lists every value still marked, with its field path, in file order', () => {
    const name = sample('Sample Owner Name')
    const links = [{ href: sample('https://example.org/sample-profile') }, { href: 'https://a.b' }]
    const items = sample([{ title: 'Sample project' }])
    const content = { owner: { name, company: 'Real Company' }, links, items, year: sample(1999) }
    expect(findSamples(content)).toEqual([
      { path: 'site.owner.name', value: 'Sample Owner Name' },
      { path: 'site.links[0].href', value: 'https://example.org/sample-profile' },
      { path: 'site.items', value: items },
      { path: 'site.year', value: 1999 },
    ])
  })

  it('finds nothing once every sample is replaced', () => {
    expect(
      findSamples({ owner: { name: 'Zoë Łukasiewicz-Ørsted' }, items: [{ title: 'A' }] }),
    ).toEqual([])
  })

  it('marks objects by identity, so a replaced list is no longer a sample', () => {
    const shipped = sample([{ title: 'Sample' }])
    expect(isSample(shipped)).toBe(true)
    expect(isSample([{ title: 'Sample' }])).toBe(false)
  })

  it('flags a sample alt text left on a replaced picture', () => {
    const replaced = { file: 'my-expense-app.png', alt: sample('Sample dashboard with a chart') }
    const untouched = { file: sample('sample.png'), alt: sample('Sample dashboard with a chart') }
    const samples = findSamples({ replaced, untouched })
    expect(samples).toEqual([
      {
        path: 'site.replaced.alt',
        value: 'Sample dashboard with a chart',
        note: 'the picture was replaced but its alt text is still the sample’s',
      },
      { path: 'site.untouched.file', value: 'sample.png' },
      { path: 'site.untouched.alt', value: 'Sample dashboard with a chart' },
    ])
    expect(describeSamples(samples).split('\n')[0]).toBe(
      '  site.replaced.alt: "Sample dashboard with a chart" (the picture was replaced but its alt text is still the sample’s)',
    )
  })

  it('reports each value on its own line, long values shortened', () => {
    const report = describeSamples([
      { path: 'site.owner.name', value: 'Your Name' },
      { path: 'site.projects.items', value: [] },
      { path: 'site.meta.description', value: 'x'.repeat(200) },
    ])
    expect(report.split('\n')).toEqual([
      '  site.owner.name: "Your Name"',
      '  site.projects.items: (the sample list)',
      `  site.meta.description: "${'x'.repeat(66)}...`,
    ])
  })
})
