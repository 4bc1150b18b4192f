/**
 * Every word, link, image and identifier on the site. Edit this file to make the site yours.
 * Values marked SAMPLE are placeholders: replace them before publishing.
 */
// The logo is inlined (?inline) as a data: URI: the first paint then waits for no image request.
import logo from '../assets/logo.svg?inline'
import type { SiteContent } from './types.ts'

const ownerName = 'Your Name' // SAMPLE
const company = 'Your Company Private Limited' // SAMPLE
const jobTitle = 'Office 365, SharePoint & Power Platform Solution Architect'

export const site = {
  siteUrl: 'https://www.example.com', // SAMPLE: where the site is published
  lang: 'en',
  owner: { name: ownerName, jobTitle, company },
  meta: {
    title: `${ownerName} | SharePoint & Power Platform Solution Architect`,
    description: `${ownerName}, freelance ${jobTitle} with 22+ years of experience. Power Apps, Power Automate and SharePoint solutions that streamline your business processes.`,
    themeColor: '#1d4ed8',
    shareImage: {
      src: '/og-image.png',
      width: 1200,
      height: 630,
      alt: `${ownerName}, ${jobTitle}`,
    },
  },
  sectionIds: { home: 'home', projects: 'projects', contact: 'contact' },
  skipLinkLabel: 'Skip to main content',
  newTabNotice: '(opens in a new tab)',
  navbar: {
    logo: { src: logo, width: 40, height: 40, alt: '' },
    label: 'My Profile',
    navLabel: 'Main',
    menuButtonLabel: 'Menu',
    links: [
      { label: 'Home', href: '#home' },
      { label: 'My Work', href: '#projects' },
      { label: 'Contact', href: '#contact' },
    ],
  },
  hero: {
    greeting: "Hello, I'm",
    subtitle: jobTitle,
    description:
      'I design and build business solutions on Microsoft 365: apps, automated workflows and intranets that your teams actually use.',
    primaryAction: { label: 'View My Work', href: '#projects' },
    secondaryAction: { label: 'Contact Me', href: '#contact' },
    profileLinks: [
      {
        label: 'Freelance profile on Upwork',
        href: 'https://www.upwork.com/freelancers/~your-profile-id', // SAMPLE
        icon: 'briefcase',
      },
      {
        label: 'Code on GitHub',
        href: 'https://github.com/your-username', // SAMPLE
        icon: 'code',
      },
      {
        label: 'Profile on LinkedIn',
        href: 'https://www.linkedin.com/in/your-profile', // SAMPLE
        icon: 'network',
      },
    ],
    profile: {
      variableName: 'architect',
      role: 'Solution Architect',
      experience: '22+ years',
      focus: ['Office 365', 'SharePoint', 'Power Platform'],
    },
    profileSummary:
      'Profile: Solution Architect with 22+ years of experience in Office 365, SharePoint and Power Platform.',
    tagline: 'Turning business processes into modern digital solutions',
  },
  projects: {
    title: 'My Work',
    intro: 'A few of the solutions I have delivered for clients.',
    items: [
      {
        title: 'Security Incident Log',
        description:
          'Centralized system to report security incidents and notify the team for action.',
        image: {
          file: 'security-incident-log.png', // SAMPLE: your picture in src/content/images/
          alt: 'Incident log site: open and closed counts, reported incidents with their status, a chart', // SAMPLE
        },
        tags: ['Power App', 'Power Automate', 'SharePoint'],
      },
      {
        title: 'Project Management',
        description:
          'Record and track projects, change orders and issues across multiple electrical contracts.',
        image: {
          file: 'project-management.png', // SAMPLE: your picture in src/content/images/
          alt: 'Project site: projects with contract, budget, due date and status, and a labour hours chart', // SAMPLE
        },
        tags: ['Power Apps', 'Power Automate', 'SharePoint'],
      },
      {
        title: 'Vendor Onboarding',
        description: 'Onboard new vendors with a robust backend approval workflow.',
        image: {
          file: 'vendor-onboarding.png', // SAMPLE: your picture in src/content/images/
          alt: 'Vendor onboarding site: vendors awaiting approval, their category and status, and a chart', // SAMPLE
        },
        tags: ['Power App', 'Power Automate', 'SharePoint'],
      },
    ],
    viewer: {
      openLabel: 'View the {title} picture larger',
      closeLabel: 'Close',
      previousLabel: 'Previous project',
      nextLabel: 'Next project',
      position: '{index} of {count}',
    },
  },
  contact: {
    title: 'Get in touch...',
    intro:
      'Have a process to automate or a SharePoint site to build? Tell me about it and I will reply within one business day.',
    fields: { name: 'Name', email: 'Email', message: 'Message' },
    submitLabel: 'Send Message',
    submittingLabel: 'Sending...',
    successMessage: 'Message sent successfully!',
    errorMessage: 'An error occurred. Please try again.',
    noScriptNotice:
      'This form needs JavaScript to send your message. You can also reach me through the profile links at the top of the page.',
  },
  footer: {
    copyright: `© 2025 ${company}. All rights reserved.`,
  },
  emailjs: {
    publicKey: 'YOUR_PUBLIC_KEY', // SAMPLE
    serviceId: 'YOUR_SERVICE_ID', // SAMPLE
    templateId: 'YOUR_TEMPLATE_ID', // SAMPLE
  },
} as const satisfies SiteContent
