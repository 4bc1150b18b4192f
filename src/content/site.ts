/**
 * Every word, link, image and identifier on the site. Edit this file to make the site yours.
 * Values wrapped in sample(...) are placeholders: replace each one and drop the sample(...)
 * around it. `npm run build` lists the ones left; a release build refuses to ship them.
 */
// The logo travels inside the page (?raster: an SVG's own markup, or a WebP data: URI drawn by
// sharp from a PNG or JPEG), so the first paint waits for no image request and no SVG document.
import logo from '../assets/logo.svg?raster'
import { sample } from './sample.ts'
import type { SiteContent } from './types.ts'

const ownerName = sample('Your Name')
const company = sample('Your Company Private Limited')
const jobTitle = 'Office 365, SharePoint & Power Platform Solution Architect'
/** Shown as "22+ years" in the profile snippet, the screen-reader summary and the description. */
const yearsOfExperience = sample(22)
const experience = `${yearsOfExperience}+ years`

export const site = {
  siteUrl: sample('https://www.example.com'), // where the site is published
  lang: 'en',
  languageName: 'English',
  owner: { name: ownerName, jobTitle, company, yearsOfExperience },
  meta: {
    title: `${ownerName} | SharePoint & Power Platform Solution Architect`,
    description: `${ownerName}, freelance ${jobTitle} with ${experience} of experience. Power Apps, Power Automate and SharePoint solutions that streamline your business processes.`,
    themeColor: '#1d4ed8',
    shareImage: {
      src: 'og-image.png',
      width: 1200,
      height: 630,
      alt: `${ownerName}, ${jobTitle}`,
    },
  },
  sectionIds: {
    home: 'home',
    projects: 'projects',
    credentials: 'certifications',
    testimonials: 'testimonials',
    insights: 'insights',
    contact: 'contact',
    experience: 'experience',
    services: 'services',
  },
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
    theme: { label: 'Theme', system: 'System', light: 'Light', dark: 'Dark' },
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
        href: sample('https://www.upwork.com/freelancers/~your-profile-id'),
        icon: 'briefcase',
      },
      {
        label: 'Code on GitHub',
        href: sample('https://github.com/your-username'),
        icon: 'code',
      },
      {
        label: 'Profile on LinkedIn',
        href: sample('https://www.linkedin.com/in/your-profile'),
        icon: 'network',
      },
    ],
    profile: {
      variableName: 'architect',
      role: 'Solution Architect',
      experience,
      focus: ['Office 365', 'SharePoint', 'Power Platform'],
    },
    profileSummary: `Profile: Solution Architect with ${experience} of experience in Office 365, SharePoint and Power Platform.`,
    tagline: 'Turning business processes into modern digital solutions',
  },
  projects: {
    title: 'My Work',
    intro: 'A few of the solutions I have delivered for clients.',
    items: sample([
      {
        title: 'Security Incident Log',
        description:
          'Centralized system to report security incidents and notify the team for action.',
        image: {
          file: sample('security-incident-log.png'), // your picture in src/content/images/
          alt: sample(
            'Incident log site: open and closed counts, reported incidents with their status, a chart',
          ),
        },
        tags: ['Power App', 'Power Automate', 'SharePoint'],
      },
      {
        title: 'Project Management',
        description:
          'Record and track projects, change orders and issues across multiple electrical contracts.',
        image: {
          file: sample('project-management.png'), // your picture in src/content/images/
          alt: sample(
            'Project site: projects with contract, budget, due date and status, and a labour hours chart',
          ),
        },
        tags: ['Power Apps', 'Power Automate', 'SharePoint'],
      },
      {
        title: 'Vendor Onboarding',
        description: 'Onboard new vendors with a robust backend approval workflow.',
        image: {
          file: sample('vendor-onboarding.png'), // your picture in src/content/images/
          alt: sample(
            'Vendor onboarding site: vendors awaiting approval, their category and status, and a chart',
          ),
        },
        tags: ['Power App', 'Power Automate', 'SharePoint'],
        // Optional: a page that tells the whole story, written in Markdown in
        // src/content/case-studies/. Remove the line and the project stays a card.
        caseStudy: 'vendor-onboarding.md',
      },
    ]),
    viewer: {
      openLabel: 'View the {title} picture larger',
      closeLabel: 'Close',
      previousLabel: 'Previous project',
      nextLabel: 'Next project',
      position: '{index} of {count}',
    },
  },
  caseStudies: {
    readLabel: 'Read the case study',
    pageTitle: `{title}: a case study | ${ownerName}`,
    breadcrumbLabel: 'Breadcrumb',
    facts: { client: 'Client', role: 'Role', duration: 'Duration' },
    resultsLabel: 'Results',
    galleryTitle: 'Pictures',
    contactPrompt: 'Have a similar process to improve?',
    moreLabel: 'More case studies',
    previousLabel: 'Previous case study',
    nextLabel: 'Next case study',
    viewer: {
      openLabel: 'View the picture larger: {title}',
      closeLabel: 'Close',
      previousLabel: 'Previous picture',
      nextLabel: 'Next picture',
      position: '{index} of {count}',
    },
    headingLinkLabel: 'Link to this section: {title}',
    tableLabel: 'Table {index}, scrolls sideways',
    footnotesLabel: 'Footnotes',
    footnoteBackLabel: 'Back to reference {index}',
    copyLabel: 'Copy',
    copiedLabel: 'Copied',
    copyFailedLabel: 'Copying was refused: the code is selected, copy it with Ctrl+C (⌘C on a Mac)',
  },
  // The articles' words: shown only once src/content/insights/ holds an article.
  insights: {
    title: 'Insights',
    intro:
      'How-tos and lessons from Microsoft 365 projects: scripts, queries and the reasons behind them.',
    pageTitle: `Insights | ${ownerName}`,
    description: `Articles by ${ownerName} on SharePoint, Power Platform and Microsoft 365: how-tos, scripts and lessons from real projects.`,
    articleTitle: `{title} | ${ownerName}`,
    tagTitle: 'Articles tagged “{tag}”',
    allLabel: 'All articles',
    readingTime: '{minutes} min read',
    updatedLabel: 'Updated',
    draftLabel: 'Draft: not published',
    scheduledLabel: 'Scheduled: published on its date',
    projectsLabel: 'Case studies in this article',
    caseStudyArticlesTitle: 'Articles about this project',
    contactPrompt: 'Facing the same problem?',
    moreLabel: 'More articles',
    previousLabel: 'Previous article',
    nextLabel: 'Next article',
    pagesLabel: 'Pages of articles',
    newerLabel: 'Newer articles',
    olderLabel: 'Older articles',
    pageLabel: 'Page {page} of {count}',
    feedLabel: 'Follow in a feed reader (Atom)',
  },
  search: {
    label: 'Search the site',
    placeholder: 'Search',
    results: { one: '{count} result', other: '{count} results' },
    noResults: 'Nothing found for “{query}”',
    kinds: {
      article: 'Article',
      caseStudy: 'Case study',
      cv: 'CV',
      project: 'Project',
      role: 'Experience',
      credential: 'Certification',
      service: 'Service',
    },
    engineLabel: 'Search this site on DuckDuckGo',
    unavailable: 'Search is unavailable offline; try again when you are back online.',
  },
  // Optional: remove `credentials`, `testimonials` or `cv` (or empty a list) and its section and
  // links disappear. Badges are pictures in src/content/images/; the CV a PDF in src/content/files/.
  credentials: {
    title: 'Certifications',
    earnedLabel: 'Earned',
    verifyLabel: 'Verify',
    items: sample([
      {
        name: 'Microsoft Certified: Power Platform Solution Architect Expert',
        issuer: 'Microsoft',
        earned: '2024-03',
        url: 'https://learn.microsoft.com/en-us/users/your-profile/credentials/sample-solution-architect',
        badge: 'badge-solution-architect.png',
      },
      {
        name: 'Microsoft Certified: Power Platform Developer Associate',
        issuer: 'Microsoft',
        earned: '2022-11',
        url: 'https://learn.microsoft.com/en-us/users/your-profile/credentials/sample-developer',
        badge: 'badge-power-platform-developer.png',
      },
      {
        name: 'Microsoft 365 Certified: Administrator Expert',
        issuer: 'Microsoft',
        earned: '2021-06',
        url: 'https://learn.microsoft.com/en-us/users/your-profile/credentials/sample-administrator',
        badge: 'badge-m365-administrator.png',
      },
    ]),
  },
  testimonials: {
    title: 'What clients say',
    items: sample([
      {
        quote:
          'Sample testimonial: replace it with what a client wrote about working with you, in their own words, and say who they are below.',
        name: 'Client Name',
        role: 'Head of Operations',
        company: 'Client Company Ltd',
      },
      {
        quote:
          'Another sample testimonial. A second voice helps a visitor trust the first: ask a client from a different kind of project.',
        name: 'Another Client',
        role: 'IT Manager',
        company: 'Another Company Inc.',
      },
    ]),
  },
  // Optional: where you have worked (a section after My Work, and your CV), newest first on the
  // page whatever the order here; months as 'YYYY-MM'; no `end` while a role goes on.
  experience: {
    title: 'Where I’ve worked',
    presentLabel: 'present',
    items: sample([
      {
        employer: 'Freelance',
        title: 'Microsoft 365 Solution Architect',
        start: '2019-04',
        place: 'Remote',
        highlights: [
          'Design and build Power Platform and SharePoint solutions for clients in manufacturing, energy and public services.',
          'Lead workshops that turn paper and e-mail processes into apps and approval flows.',
          'Hand over every solution with documentation and training, so clients run it themselves.',
        ],
      },
      {
        employer: 'Contoso Ltd',
        url: 'https://www.example.com/contoso',
        title: 'SharePoint Architect',
        start: '2011-09',
        end: '2019-03',
        place: 'London, United Kingdom',
        highlights: [
          'Moved 40 team sites and 2 million documents from SharePoint 2010 to SharePoint Online.',
          'Set the intranet’s information architecture and governance, used by 3,000 people.',
        ],
      },
      {
        employer: 'Fabrikam Inc.',
        title: 'SharePoint Developer',
        start: '2003-07',
        end: '2011-08',
        place: 'Manchester, United Kingdom',
        highlights: [
          'Built document management and workflow solutions on SharePoint 2003, 2007 and 2010.',
        ],
      },
    ]),
  },
  // Optional: degrees, and the languages you speak; both go in your CV.
  education: {
    title: 'Education',
    items: sample([
      {
        institution: 'University of Example',
        degree: 'BSc',
        field: 'Computer Science',
        start: '2000-10',
        end: '2003-06',
      },
    ]),
  },
  languages: {
    title: 'Languages',
    items: sample([
      { name: 'English', level: 'Native' },
      { name: 'German', level: 'Professional working proficiency' },
    ]),
  },
  // The build makes your CV from this file, in every language of the site: a PDF (the link), a
  // Word file and a page to offer beside it (`offer`), and resume.json. To link a PDF of your
  // own instead, put it in src/content/files/: cv: { file: 'cv.pdf', label: 'Download CV' }.
  cv: {
    label: 'Download CV',
    offer: ['word', 'page'],
    wordLabel: 'CV as a Word file',
    pageLabel: 'Read my CV online',
    pageTitle: 'CV | {name}',
    // Optional: printed in the CV only (the site never shows it otherwise). Remove it to leave it out.
    email: sample('hello@example.com'),
    headings: {
      contact: 'Contact',
      summary: 'Profile',
      experience: 'Experience',
      projects: 'Projects',
      certifications: 'Certifications',
      skills: 'Skills',
      education: 'Education',
      languages: 'Languages',
    },
    websiteLabel: 'Website',
    emailLabel: 'Email',
    caseStudyLabel: 'Case study',
    verifyLabel: 'Verify',
    filesLabel: 'This CV as a file',
  },
  // Optional: what a buyer can hire you for, a section after My Work (a card per service, then
  // how an engagement starts) with a Services link in the header. A service with `page` has a
  // page of its own, written in Markdown in src/content/services/. Remove `services` and the
  // section, the link and the pages are gone (delete their files too).
  services: {
    title: 'Services',
    intro: 'Fixed-scope engagements for teams on Microsoft 365: a known price, a known end.',
    items: sample([
      {
        name: 'Power Platform health check',
        summary:
          'A two-week review of your environments, flows and apps, with a prioritised list of fixes.',
        duration: '2 weeks',
        price: { from: 4000, currency: 'EUR' }, // optional: without it, no price is shown
        tags: ['Power Platform', 'Power Automate'], // its proof: case studies and articles with these tags
        page: 'power-platform-health-check.md', // optional: its own page, from src/content/services/
      },
      {
        name: 'SharePoint intranet in eight weeks',
        summary:
          'Information architecture, a news hub and team sites people find their way around, handed over with training.',
        duration: '8 weeks',
        price: { from: 18000, currency: 'EUR' },
        tags: ['SharePoint', 'Permissions'],
      },
      {
        name: 'One approval process, automated',
        summary:
          'A process that runs on e-mail today moved to one form and an approval flow, built with the people who run it.',
        duration: '3 to 6 weeks',
        tags: ['Power App', 'Power Automate'],
      },
    ]),
    // Optional: how an engagement starts, as numbered steps after the cards.
    process: sample({
      title: 'How we start',
      steps: [
        {
          title: 'A 30-minute call',
          text: 'You tell me about the process or the problem, and what it costs you today.',
        },
        {
          title: 'A written proposal',
          text: 'Within three working days: the scope, what you get, the price and the dates.',
        },
        {
          title: 'A fixed start date',
          text: 'We agree who takes part on your side, and book the first workshop.',
        },
      ],
    }),
    // Optional: where you work, on each service's page and in its search data.
    areaServed: sample('Europe, remote or on site'),
    askLabel: 'Ask about this',
    messageLine: 'About: {service}',
    readLabel: 'What it includes',
    durationLabel: 'Duration',
    priceLabel: 'Price',
    areaLabel: 'Where',
    priceFrom: 'from {price}',
    pageTitle: `{title}: a service | ${ownerName}`,
    audienceTitle: 'Who it is for',
    deliverablesTitle: 'What you get',
    howTitle: 'How it runs',
    proofTitle: 'Work like this',
    contactPrompt: 'Is this what your team needs?',
  },
  // Optional: whether you take new work, in the hero and beside the form: 'open', 'limited' or
  // 'booked'; `from` (optional) is the day new projects can start, shown as its month until it
  // comes, then read as open. The site says it as of the day it is built (the deploy builds daily).
  availability: {
    status: sample('limited'),
    from: sample('2027-03-01'),
    note: sample('A health check can still start within two weeks.'),
    labels: {
      open: 'Available for new projects',
      limited: 'Limited availability',
      booked: 'Fully booked',
      from: 'Taking new projects from {month}',
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
    noScriptEmailLead: 'Or write to',
    blankFieldError: 'Please fill in this field, not only spaces.',
    failureHints: {
      offline: 'You appear to be offline; your message is saved. Send it once you are back online.',
      rateLimited: 'Please wait a moment, then send again.',
      refused: 'This form can’t send messages right now; please use another way below.',
      reload: 'Reload the page to send it; what you typed is kept.',
    },
    reloadLabel: 'Reload the page',
    confirmMessage: 'Please confirm that you want to send this message.',
    confirmLabel: 'Yes, send it',
    trapLabel: 'Leave this field empty',
    recaptchaRequired: 'Please tick the box above the button, then send again.',
    waitingMessage: 'Waiting for the earlier attempt, which may still arrive...',
    draftNote: 'Drafts are kept only in this browser.',
    discardDraftLabel: 'Discard draft',
    fallbackIntro: 'You can also reach me another way:',
    copyLabel: 'Copy message',
    copiedLabel: 'Copied',
    copyManually: 'Message selected: press Ctrl+C (⌘C on a Mac) to copy it.',
    emailInsteadLabel: 'Email instead',
    emailSubject: 'Message from your website',
    // Optional: offered as "Email instead" after a failure. Remove it to offer only the copy button.
    fallbackEmail: sample('hello@example.com'),
    // Optional, each: your booking page and where you work from, beside the form and on your CV.
    booking: sample({
      href: 'https://outlook.office.com/bookwithme/user/your-booking-page',
      label: 'Book a 30-minute call',
    }),
    location: sample('Kraków, Poland (CET)'),
    otherWays: { title: 'Other ways to reach me', locationLabel: 'Based in', emailLabel: 'Email' },
  },
  footer: {
    copyrightYear: sample(2025),
    rightsNotice: 'All rights reserved.',
    // Shown only while `analytics` below counts visits.
    countingNote:
      'Visits are counted with GoatCounter, without cookies and without anything that identifies you; nothing is counted if your browser asks not to be tracked.',
  },
  // The privacy page (privacy/): its facts come from what the site does; these are its words.
  // Replace the four samples (controller, retention, authority, more) with your own.
  privacy: {
    linkLabel: 'Privacy',
    formLinkLabel: 'How your message is handled',
    pageTitle: 'Privacy | {name}',
    heading: 'Privacy',
    description:
      'Who receives what you send through this site, what it keeps in your browser, and your rights.',
    controller: {
      title: 'Who is responsible',
      text: sample(
        'Your Name, Your Company Private Limited, Kraków, Poland, is responsible for what you send through this site. Write to hello@example.com about anything on this page.',
      ),
    },
    imprint: { title: 'Imprint', vatIdLabel: 'VAT ID' },
    recipients: {
      title: 'Who receives what',
      intro: 'The pages come from this site. They ask these services, and no other:',
      whenLabel: 'When',
      whatLabel: 'What',
      whereLabel: 'Address',
      policyLabel: 'Privacy policy',
      termsLabel: 'Terms of service',
      moments: {
        send: 'Only when you send the form',
        pageView: 'When a page opens, a message is sent or the CV is downloaded',
        formUsed: 'When you start on the contact form (a tap, a click or a key in it)',
        followLink: 'Only if you follow the link to it',
      },
      data: {
        name: 'your name',
        email: 'your e-mail address',
        message: 'your message',
        recaptchaToken: 'the checkbox’s answer',
        page: 'the page’s address and title, without anything after ? or #',
        event: 'the event’s name (message-sent, cv-download)',
        device: 'information about your device and browser, for Google’s check',
        connection: 'your IP address and your browser’s name, as with every request',
      },
      notes: {
        emailjs: 'It delivers the message to my inbox.',
        counter:
          'It sets no cookie, keeps nothing in your browser and never receives anything you type. A browser that sends Global Privacy Control or Do Not Track is not counted at all.',
        recaptcha:
          'It tells people from scripts before the message is sent. Google may keep cookies of its own for it.',
        booking: 'That page is run by its own provider, under its own privacy notice.',
      },
    },
    stored: {
      title: 'What your browser keeps',
      intro:
        'This site keeps only these in your browser, each only once you do what it is for. None of them is sent to anyone else.',
      columns: { name: 'Name', purpose: 'What for', where: 'Where', duration: 'How long' },
      areas: { cookie: 'Cookie', localStorage: 'Local storage', sessionStorage: 'Session storage' },
      items: {
        theme: {
          purpose: 'The colour theme you chose in the header.',
          duration: '{days} days after you last chose',
        },
        draft: {
          purpose: 'What you typed into the form, until it is sent, so nothing is lost.',
          duration:
            'Until the message is sent or you discard the draft; never put back after {days} days',
        },
        prerendered: {
          purpose:
            'Which page your browser prepared as you pointed at its link, so it can fade in.',
          duration: 'Until that page is shown, or until you close the browser',
        },
      },
    },
    never: {
      title: 'What this site never does',
      trackingCookies:
        'No tracking or advertising cookies, and nothing that follows you elsewhere.',
      beforeYouAct: 'This site keeps nothing in your browser before you act.',
      signals:
        'Global Privacy Control and Do Not Track are honoured: a browser that sends either is never counted.',
    },
    bases: {
      title: 'Why, and on what basis',
      messages:
        'Answering your message: to take steps you ask for before a contract (GDPR Art. 6(1)(b)), otherwise my legitimate interest in replying (Art. 6(1)(f)).',
      counting:
        'Counting visits, without identifying anyone: my legitimate interest in knowing which pages are read (GDPR Art. 6(1)(f)).',
      recaptcha:
        'Telling people from scripts: my legitimate interest in a form free of spam (GDPR Art. 6(1)(f)).',
      device:
        'What your browser keeps is strictly necessary for what you asked for (ePrivacy Directive Art. 5(3)), so no consent is asked.',
    },
    transfers: {
      title: 'Outside the European Economic Area',
      text: 'These services may process what they receive outside the European Economic Area: {names}. Each says in its privacy policy, linked above, how it protects it.',
    },
    retention: {
      title: 'How long',
      text: sample(
        'I keep your message and my reply as long as we are in touch, and delete them 12 months after the last one, unless we work together (then as long as the law asks me to keep business correspondence).',
      ),
    },
    rights: {
      title: 'Your rights',
      text: 'You may ask me for a copy of what I hold about you, to correct or delete it, to restrict its use or to have it in a portable form, and you may object to its use. Write to me as above.',
      complaint: 'You may also complain to a data protection authority:',
      authority: sample(
        'in Poland, the President of the Personal Data Protection Office (UODO), ul. Stawki 2, 00-193 Warszawa, uodo.gov.pl.',
      ),
    },
    more: {
      title: 'Where the site is hosted',
      paragraphs: sample([
        'This site is served by a static host, which receives your IP address and your browser’s name with every request, as every website’s host does.',
      ]),
    },
  },
  notFound: {
    title: `Page not found | ${ownerName}`,
    heading: 'Page not found',
    text: 'The link you followed may be out of date, or the address may have a typo. Everything on this site is on its home page: my work, and a form to get in touch.',
    homeLinkLabel: 'Go to the home page',
  },
  // Optional: count page views, messages sent and CV downloads with GoatCounter, with no cookie
  // (README, "Counting visits"). Uncomment with your site's address there, or your own server's.
  // analytics: { goatcounter: 'https://yourcode.goatcounter.com' },
  emailjs: {
    publicKey: sample('YOUR_PUBLIC_KEY'),
    serviceId: sample('YOUR_SERVICE_ID'),
    templateId: sample('YOUR_TEMPLATE_ID'),
  },
} as const satisfies SiteContent
