/**
 * A realistic owner's edit of the content file, applied by e2e/owner-edit/run.mjs to a
 * temporary copy of the project, where this file becomes src/content/site.ts and the content
 * it edits becomes src/content/site.original.ts. Here it reads the working copy's content, so
 * the type check proves the edit still fits the content type.
 */
import { site as original } from '../../src/content/site.ts'
import type { Project, SiteContent } from '../../src/content/types.ts'

const name = 'Zoë Łukasiewicz-Ørsted'
const company = 'Ørsted Digital Sp. z o.o.'
const siteUrl = 'https://www.orsted-digital.pl'
const yearsOfExperience = 17

/** The owner's own words everywhere the original named its owner, company, address or years. */
function renamed<T>(value: T): T {
  if (typeof value === 'string') {
    return value
      .replaceAll(original.owner.name, name)
      .replaceAll(original.owner.company, company)
      .replaceAll(original.siteUrl, siteUrl)
      .replaceAll(`${original.owner.yearsOfExperience}+ years`, `${yearsOfExperience}+ years`) as T
  }
  if (Array.isArray(value)) return value.map(renamed) as T
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renamed(item)])) as T
  }
  return value
}

const base: SiteContent = renamed(original)
/** The first of the original's pictures, reused by one of the owner's projects. */
const keptPicture = original.projects.items[0]?.image.file ?? 'contracts-dashboard.webp'

const projects: Project[] = [
  {
    title: 'Zarządzanie umowami — Contract Lifecycle Hub',
    description:
      'SharePoint Premium and Power Automate route every supplier contract through legal, finance and signature, with renewal reminders 90 days ahead.',
    image: {
      file: 'contracts-dashboard.webp',
      alt: 'Contract hub home page listing contracts by status and renewal date',
    },
    tags: ['SharePoint Premium', 'Power Automate', 'Microsoft Teams'],
  },
  {
    title: 'Field Service Inspections',
    description:
      'An offline-capable Power App that inspectors use on site, syncing photos and signatures to Dataverse when back in coverage.',
    image: {
      file: 'phone-site-inspections.png',
      alt: 'Phone screen of the inspection app with a checklist and a photo',
    },
    tags: ['Power Apps', 'Dataverse'],
  },
  {
    title: 'Onboarding Portal for 1,200 Employees',
    description:
      'A Viva Connections dashboard and intranet that guides new starters through their first 90 days.',
    image: {
      file: 'team-workshop.jpg',
      alt: 'New starters in a workshop around a screen showing the onboarding intranet',
      focus: 'center',
    },
    tags: ['SharePoint', 'Viva Connections', 'Power Automate', 'Entra ID'],
  },
  {
    title: 'Invoice Approval with AI Builder',
    description:
      'Invoices arriving by e-mail are read by AI Builder, matched to purchase orders and sent for approval in Teams.',
    image: {
      file: 'approvals-square.png',
      alt: 'Approval card in Teams showing an invoice total and Approve and Reject buttons',
    },
    tags: ['AI Builder', 'Power Automate', 'Teams'],
  },
  {
    title: 'Board Reporting in Power BI',
    description:
      'Monthly board packs assembled automatically from SharePoint lists and finance data.',
    image: {
      file: keptPicture,
      alt: 'Power BI report with revenue by region and a twelve-month trend',
    },
    tags: ['Power BI', 'SharePoint'],
  },
]

export const site = {
  ...base,
  siteUrl,
  owner: { ...base.owner, yearsOfExperience },
  hero: {
    ...base.hero,
    profileLinks: [
      {
        label: 'Freelance profile on Upwork',
        href: 'https://www.upwork.com/freelancers/~01a2b3c4d5e6f7a8b9',
        icon: 'briefcase',
      },
      { label: 'Code on GitHub', href: 'https://github.com/zoe-lukasiewicz-orsted', icon: 'code' },
      {
        label: 'Profile on LinkedIn',
        href: 'https://www.linkedin.com/in/zoe-lukasiewicz-orsted',
        icon: 'network',
      },
    ],
  },
  projects: { ...base.projects, items: projects },
  footer: { ...base.footer, copyrightYear: 2026 },
  emailjs: {
    publicKey: 'k7Vd3QxPz9LmN2wRt',
    serviceId: 'service_8f2k1xq',
    templateId: 'template_3m9w7zp',
  },
} satisfies SiteContent
