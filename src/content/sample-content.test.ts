/**
 * The only tests that know the shipped sample: while a value is still marked sample(...), it is
 * what the spec describes. Once the owner replaces a value, its check here no longer applies;
 * every other test reads its expectations from the content file, whatever it holds.
 */
import { describe, expect, it } from 'vitest'
import { isSample } from './sample.ts'
import { site } from './site.ts'

describe('the shipped sample content is the spec’s', () => {
  it.runIf(isSample(site.projects.items))('three projects with the spec’s titles and tags', () => {
    expect(
      site.projects.items.map(({ title, description, tags }) => ({ title, description, tags })),
    ).toEqual([
      {
        title: 'Security Incident Log',
        description:
          'Centralized system to report security incidents and notify the team for action.',
        tags: ['Power App', 'Power Automate', 'SharePoint'],
      },
      {
        title: 'Project Management',
        description:
          'Record and track projects, change orders and issues across multiple electrical contracts.',
        tags: ['Power Apps', 'Power Automate', 'SharePoint'],
      },
      {
        title: 'Vendor Onboarding',
        description: 'Onboard new vendors with a robust backend approval workflow.',
        tags: ['Power App', 'Power Automate', 'SharePoint'],
      },
    ])
  })

  it.runIf(isSample(site.owner.yearsOfExperience))('claims 22+ years of experience', () => {
    expect(site.hero.profile.experience).toBe('22+ years')
  })

  it.runIf(isSample(site.footer.copyrightYear))('has the 2025 copyright year', () => {
    expect(site.footer.copyrightYear).toBe(2025)
  })

  it('has the three profile links the spec names: marketplace, code host, professional network', () => {
    expect(site.hero.profileLinks.map((link) => link.icon)).toEqual([
      'briefcase',
      'code',
      'network',
    ])
  })
})
