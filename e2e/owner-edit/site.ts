/**
 * A realistic owner's edit of the content file, applied by e2e/owner-edit/run.mjs to a
 * temporary copy of the project, where this file becomes src/content/site.ts and the content
 * it edits becomes src/content/original-site.ts. Here it reads the working copy's content, so
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
/** Five projects, three with a case study (written into the copy by e2e/owner-edit/run.mjs). */
const projects: Project[] = [
  {
    title: 'Zarządzanie umowami — Contract Lifecycle Hub',
    caseStudy: 'contract-lifecycle-hub.md',
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
    caseStudy: 'field-service-inspections.md',
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
    caseStudy: 'invoice-approval.md',
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
      file: 'board-report.webp',
      alt: 'Power BI report with revenue by region and a twelve-month trend',
    },
    tags: ['Power BI', 'SharePoint'],
  },
]

/** Five certifications: long names and issuers, badges as PNG and SVG, and one without a badge. */
const credentials: NonNullable<SiteContent['credentials']> = {
  title: 'Certyfikaty i uprawnienia',
  earnedLabel: 'Uzyskano',
  verifyLabel: 'Sprawdź',
  items: [
    {
      name: 'Microsoft Certified: Power Platform Solution Architect Expert',
      issuer: 'Microsoft',
      earned: '2025-02',
      url: 'https://learn.microsoft.com/api/credentials/share/pl-pl/ZoeLukasiewiczOrsted/8F2C1A9B7D3E4F50',
      badge: 'credly-solution-architect.png',
    },
    {
      name: 'Microsoft 365 Certified: Administrator Expert',
      issuer: 'Microsoft',
      earned: '2023-09',
      url: 'https://learn.microsoft.com/api/credentials/share/pl-pl/ZoeLukasiewiczOrsted/4B6D2E8F1A3C5E70',
      badge: 'm365-administrator.svg',
    },
    {
      name: 'Microsoft Certified: Dynamics 365 + Power Platform Solution Architect Expert (legacy)',
      issuer: 'Microsoft',
      earned: '2021-04',
      url: 'https://www.credly.com/badges/3f1c9d2e-7a4b-4c8e-9f0a-1b2c3d4e5f60',
      badge: 'credly-solution-architect.png',
    },
    {
      name: 'Certyfikowany Kierownik Projektu PRINCE2® Practitioner',
      issuer: 'PeopleCert w imieniu AXELOS Global Best Practice, Limited Liability Partnership',
      earned: '2019-11',
      url: 'https://www.credly.com/badges/0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9',
    },
    {
      name: 'ITIL® 4 Foundation',
      issuer: 'PeopleCert',
      earned: '2018-06',
      url: 'https://www.credly.com/badges/9f8e7d6c-5b4a-3928-1706-f5e4d3c2b1a0',
    },
  ],
}

/** Three clients' words, one of them about 600 characters long, one with a link. */
const testimonials: NonNullable<SiteContent['testimonials']> = {
  title: 'Co mówią klienci',
  items: [
    {
      quote:
        'Zoë took our contract process, which lived in e-mail threads and a spreadsheet nobody trusted, and turned it into a SharePoint hub that legal, finance and procurement now use every single day. She listened first: two workshops with each team before a single list was created. The renewal reminders alone saved us two lapsed supplier contracts in the first quarter. What impressed me most was the handover: our own administrators can now change the approval routes themselves, without calling anyone, and the documentation she left is the best we have for any system.\n\nWe have already asked her back for the next phase.',
      name: 'Małgorzata Wiśniewska-Kowalczyk',
      role: 'Dyrektor ds. Zakupów',
      company: 'Przedsiębiorstwo Energetyczne Północ S.A.',
      url: 'https://www.linkedin.com/in/malgorzata-wisniewska-kowalczyk',
    },
    {
      quote: 'The inspection app works offline on site, exactly as promised.',
      name: 'Jens Østergaard',
      role: 'Head of Field Operations',
      company: 'Nordvind Service ApS',
    },
    {
      quote:
        'Clear estimates, weekly demos and no surprises. Our Power BI board pack now builds itself overnight.',
      name: 'Aoife Ní Bhriain',
      role: 'Financial Controller',
      company: 'Cairde Holdings Ltd.',
    },
  ],
}

export const site = {
  ...base,
  // Their brand's orange: every shade of the site is made from it (src/styles/accent.ts), and
  // this copy's accessibility checks (axe, in both themes) read the pages in it.
  meta: { ...base.meta, themeColor: '#c2410c' },
  credentials,
  testimonials,
  cv: { file: 'zoe-lukasiewicz-orsted-cv.pdf', label: 'Pobierz CV' },
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
  contact: { ...base.contact, fallbackEmail: 'kontakt@orsted-digital.pl' },
  footer: { ...base.footer, copyrightYear: 2026 },
  emailjs: {
    publicKey: 'k7Vd3QxPz9LmN2wRt',
    serviceId: 'service_8f2k1xq',
    templateId: 'template_3m9w7zp',
    // The owner enabled reCAPTCHA v2 in their EmailJS template.
    recaptchaSiteKey: '6LcT3kQrAAAAAPz8mV1nXwYb2cJd4eFg5hIj6kLm',
  },
} satisfies SiteContent
