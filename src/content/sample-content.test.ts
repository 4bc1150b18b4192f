/**
 * The only tests that know the shipped sample: while the content is still the sample, it is
 * what the spec describes (its texts, anchors, projects and constants). Once the owner makes the
 * content theirs (their name, their projects), these checks step aside and say so in one line;
 * every other test reads its expectations from the content file, whatever it holds.
 */
import { describe, expect, it } from 'vitest'
import { isSample } from './sample.ts'
import { site } from './site.ts'

/** The content is still the one the project ships with. */
const shipped = isSample(site.owner.name) && isSample(site.projects.items)
if (!shipped)
  console.info(
    'The spec’s sample checks step aside: src/content/site.ts is no longer the shipped sample.',
  )

describe.runIf(shipped)('the shipped sample content is the spec’s', () => {
  it('three projects with the spec’s titles and tags', () => {
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

  it('the navbar label "My Profile" and the links Home, My Work and Contact to their anchors', () => {
    expect(site.navbar.label).toBe('My Profile')
    expect(site.navbar.links).toEqual([
      { label: 'Home', href: '#home' },
      { label: 'My Work', href: '#projects' },
      { label: 'Contact', href: '#contact' },
    ])
    expect([site.sectionIds.home, site.sectionIds.projects, site.sectionIds.contact]).toEqual([
      'home',
      'projects',
      'contact',
    ])
  })

  it('the sections "My Work" and "Get in touch...", and the hero’s two buttons', () => {
    expect(site.projects.title).toBe('My Work')
    expect(site.contact.title).toBe('Get in touch...')
    expect(site.hero.primaryAction).toEqual({ label: 'View My Work', href: '#projects' })
    expect(site.hero.secondaryAction).toEqual({ label: 'Contact Me', href: '#contact' })
  })

  it('the form’s fields, its button and its status messages', () => {
    expect(site.contact.fields).toEqual({ name: 'Name', email: 'Email', message: 'Message' })
    expect(site.contact.submitLabel).toBe('Send Message')
    expect(site.contact.submittingLabel).toBe('Sending...')
    expect(site.contact.successMessage).toBe('Message sent successfully!')
    expect(site.contact.errorMessage).toBe('An error occurred. Please try again.')
  })

  it('claims 22+ years of experience, with a 2025 copyright year', () => {
    expect(site.hero.profile.experience).toBe('22+ years')
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
