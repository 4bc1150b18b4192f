import type { IconName } from '../components/Icon.tsx'
import type { DataId, Moment, RecipientId, StorageArea, StoredItemId } from '../privacy/registry.ts'

/** An image with its intrinsic size, so the layout never shifts while it loads. */
export interface ImageAsset {
  src: string
  width: number
  height: number
  /** Empty for a decorative image. */
  alt: string
}

export interface NavLink {
  label: string
  href: `#${string}`
}

export interface ProfileLink {
  /** The accessible name of the icon-only link. */
  label: string
  href: `https://${string}`
  icon: IconName
}

/** The picture formats the build reads; SVG passes through as it is. */
export type PictureExtension = 'png' | 'jpg' | 'jpeg' | 'webp' | 'avif' | 'svg'

/** Which part of a picture stays in view when its card crops it. */
export type FocalPoint =
  | 'center'
  | 'top'
  | 'bottom'
  | 'left'
  | 'right'
  | 'top left'
  | 'top right'
  | 'bottom left'
  | 'bottom right'

/**
 * A project's picture: a file in src/content/images/, described for screen readers. The build
 * reads its size and makes every smaller copy the page needs: no sizes to type here.
 */
export interface ProjectPicture {
  /** The file's name in src/content/images/, e.g. 'my-app.png'. */
  file: `${string}.${PictureExtension}`
  /** What the picture shows, for visitors who cannot see it. Required, never empty. */
  alt: string
  /** The part to keep in view when the card crops the picture. Default 'top'. */
  focus?: FocalPoint
}

export interface Project {
  title: string
  description: string
  image: ProjectPicture
  tags: readonly string[]
  /**
   * Optional: the project's case study, a Markdown file in src/content/case-studies/, e.g.
   * 'vendor-onboarding.md'. It is published at projects/vendor-onboarding/, and the card links
   * to it. Without it the project is a card only.
   */
  caseStudy?: `${string}.md`
}

/** The enlarged view's words: its buttons, and where the visitor is among its pictures. */
export interface ViewerLabels {
  /** The accessible name of the button on each picture; {title} is filled in. */
  openLabel: `${string}{title}${string}`
  closeLabel: string
  previousLabel: string
  nextLabel: string
  /** Where the visitor is, e.g. "2 of 5"; {index} and {count} are filled in. */
  position: `${string}{index}${string}{count}${string}`
}

/** A certification, with the public page where anyone can check it. */
export interface Credential {
  /** Its exact name, e.g. "Microsoft Certified: Power Platform Solution Architect Expert". */
  name: string
  /** Who issued it, e.g. "Microsoft". */
  issuer: string
  /** When it was earned, as 'YYYY-MM' (shown as a month and year). */
  earned: `${number}-${number}`
  /** Its public verification page (Microsoft Learn, Credly...). */
  url: `https://${string}`
  /** Optional badge picture in src/content/images/, shown small beside the name. */
  badge?: `${string}.${PictureExtension}`
}

/** A month as 'YYYY-MM', e.g. '2024-03' (shown as "March 2024", in the page's language). */
export type Month = `${number}-${number}`

/** A role the owner held: where, what, when, and what they did there. */
export interface Role {
  /** Who they worked for, e.g. "Contoso Ltd", or "Freelance". */
  employer: string
  /** Optional: the employer's public site. */
  url?: `https://${string}`
  /** The role's title, e.g. "Solution Architect". */
  title: string
  /** The first month, 'YYYY-MM'. */
  start: Month
  /** The last month, 'YYYY-MM'; absent while the role goes on (shown as `presentLabel`). */
  end?: Month
  /** Optional: where, e.g. "Warsaw, Poland", or "Remote". */
  place?: string
  /** What they did and achieved there: 1 to 5 short sentences. */
  highlights: readonly string[]
}

/** A degree or diploma. */
export interface Degree {
  /** The school, e.g. "Warsaw University of Technology". */
  institution: string
  /** Optional: its public site. */
  url?: `https://${string}`
  /** The qualification, e.g. "MSc". */
  degree: string
  /** What was studied, e.g. "Computer Science". */
  field: string
  /** Optional first month, 'YYYY-MM'. */
  start?: Month
  /** The month it was completed, 'YYYY-MM'. */
  end: Month
}

/** A language the owner speaks (not a language of the site), and how well. */
export interface SpokenLanguage {
  /** Its name, in this file's language: "Polish", "polski". */
  name: string
  /** How well, in words: "Native", "Fluent (C1)". */
  level: string
}

/**
 * The owner's own CV, a PDF in src/content/files/, linked as it is. Its link reads
 * "{label} (PDF, 214 KB)", the size read from the file when the site is built.
 */
export interface OwnCv {
  /** A PDF in src/content/files/, e.g. 'cv.pdf'. */
  file: `${string}.pdf`
  label: string
  /**
   * Optional address for the file, e.g. 'zoe-cv.pdf' (served as /zoe-cv.pdf). Without it the
   * file is published at cv/<your-name>-cv.pdf; either address stays when the file changes.
   */
  publishAs?: `${string}.pdf`
}

/** A form of the made CV offered beside its PDF: the Word file, or the page (cv/). */
export type CvOffer = 'word' | 'page'

/**
 * The CV made by the build from this content, in each language of the site: a page (cv/), a
 * PDF, a Word file and resume.json (JSON Resume). Its link reads "{label} (PDF, 34 KB)".
 */
export interface MadeCv {
  /** The PDF link's words, e.g. "Download CV". */
  label: string
  /** Offered beside the PDF link, in this order: the Word file, the page. None: the PDF alone. */
  offer?: readonly CvOffer[]
  /** The Word file link's words, e.g. "Word" ("Word (DOCX, 12 KB)"). */
  wordLabel: string
  /** The page's link's words, e.g. "Read it online". */
  pageLabel: string
  /** The page's title in the browser's tab; {name} is the owner's. */
  pageTitle: `${string}{name}${string}`
  /** Optional: an e-mail address to print in the CV (the site never shows it otherwise). */
  email?: string
  /** Optional: the CV's opening paragraph; without it, the hero's description. */
  summary?: string
  /** The CV's headings. */
  headings: {
    contact: string
    summary: string
    experience: string
    projects: string
    certifications: string
    skills: string
    education: string
    languages: string
  }
  /** The names of the contact lines: the site's address, the e-mail address. */
  websiteLabel: string
  emailLabel: string
  /** Before a project's case study address, e.g. "Case study". */
  caseStudyLabel: string
  /** Before a certification's verification address, e.g. "Verify". */
  verifyLabel: string
  /** The accessible name of the page's list of the CV's files, e.g. "This CV as a file". */
  filesLabel: string
}

/** What a client said, and who said it. */
export interface Testimonial {
  /** Their words, as they gave them (long quotes are fine: none is cut off). */
  quote: string
  name: string
  role: string
  company: string
  /** Optional public page where the quote or the person can be found. */
  url?: `https://${string}`
}

/**
 * A price "from": the least a service costs, a number in a currency (its ISO 4217 code: 'EUR',
 * 'PLN', 'USD'), shown in the page's language by Intl.NumberFormat ("from €4,000", "od 4000 €").
 */
export interface ServicePrice {
  /** The number alone, e.g. 4000 (no currency sign, no separators). */
  from: number
  /** Its currency's three-letter code, e.g. 'EUR'. Required: a number alone says nothing. */
  currency: string
}

/** Something a buyer can hire the owner for, at a known scope. */
export interface Service {
  /** Its name, e.g. "Power Platform health check". */
  name: string
  /** One or two sentences: what it is and what the buyer has at the end. */
  summary: string
  /** How long it takes, in words: "2 weeks", "3 to 6 months". */
  duration: string
  /** Optional: the least it costs. Without it, no price is shown. */
  price?: ServicePrice
  /**
   * Its proof: every case study (by its project's tags) and article sharing one of these tags is
   * listed on its page. Written as the projects and articles write them ("Power Automate").
   */
  tags: readonly string[]
  /**
   * Optional: a page of its own, a Markdown file in src/content/services/, e.g.
   * 'power-platform-health-check.md', published at services/power-platform-health-check/.
   */
  page?: `${string}.md`
}

/** One step of how an engagement starts. */
export interface ProcessStep {
  title: string
  text: string
}

/** Whether the owner takes new work: now, a little, or not until `from`. */
export type AvailabilityStatus = 'open' | 'limited' | 'booked'

/** A calendar day, 'YYYY-MM-DD', e.g. '2027-03-01'. */
export type CalendarDay = `${number}-${number}-${number}`

export interface SiteContent {
  /** The address the site is published at, without a trailing slash. */
  siteUrl: `https://${string}`
  /**
   * The language of every text in this file, as a BCP 47 code ('en', 'pl', 'pt-BR'). A second
   * language is a file beside this one named by its code: src/content/site.pl.ts.
   */
  lang: string
  /** The language's name in itself ("English", "Polski"), as the header's language links show it. */
  languageName: string
  owner: {
    name: string
    jobTitle: string
    /** The company on the copyright line; a trailing full stop (as in "Sp. z o.o.") is fine. */
    company: string
    /** The one source of the experience claim ("22+ years") wherever the page makes it. */
    yearsOfExperience: number
  }
  meta: {
    title: string
    description: string
    themeColor: string
    /** 1200×630 image shown when the page is shared. */
    shareImage: ImageAsset
  }
  sectionIds: {
    home: string
    projects: string
    credentials: string
    testimonials: string
    /** The newest articles' section (shown only while there are articles). */
    insights: string
    contact: string
    /** The roles' section (`experience`); 'experience' when absent. */
    experience?: string
    /** The services' section (`services`); 'services' when absent. */
    services?: string
  }
  skipLinkLabel: string
  newTabNotice: string
  navbar: {
    logo: ImageAsset
    label: string
    navLabel: string
    menuButtonLabel: string
    links: readonly NavLink[]
    /**
     * The header's colour theme control (shown only where scripts run): its name, and the name
     * of each choice: follow the system's setting (the default), always light, always dark.
     */
    theme: { label: string; system: string; light: string; dark: string }
  }
  hero: {
    greeting: string
    subtitle: string
    description: string
    primaryAction: NavLink
    secondaryAction: NavLink
    profileLinks: readonly ProfileLink[]
    /** Shown as a code snippet, and read to screen readers as plain text. */
    profile: {
      variableName: string
      role: string
      experience: string
      focus: readonly string[]
    }
    profileSummary: string
    tagline: string
  }
  projects: {
    title: string
    intro: string
    items: readonly Project[]
    /** The enlarged view of a project's picture; {title} is the project's. */
    viewer: ViewerLabels
  }
  /** The words of a project's case study page (a project's `caseStudy`). */
  caseStudies: {
    /** The link on a card to its case study; the project's title follows for screen readers. */
    readLabel: string
    /** The browser tab's title; {title} is the project's. */
    pageTitle: `${string}{title}${string}`
    /** The accessible name of the trail back to My Work, e.g. "Breadcrumb". */
    breadcrumbLabel: string
    /** The names of the facts the front matter gives (client, role, duration). */
    facts: { client: string; role: string; duration: string }
    /** The accessible name of the list of results. */
    resultsLabel: string
    /** The heading above the gallery (the front matter's `pictures`). */
    galleryTitle: string
    /** The line before the "Contact Me" link at the end of the page. */
    contactPrompt: string
    /** The accessible name of the links to the previous and next case studies. */
    moreLabel: string
    previousLabel: string
    nextLabel: string
    /** The enlarged view of a case study's pictures; {title} is the picture's alt text. */
    viewer: ViewerLabels
    /** The name of the link beside each heading of the story, to itself; {title} is the heading's. */
    headingLinkLabel: `${string}{title}${string}`
    /** The name of a table's box, which scrolls sideways when narrow; {index} counts the tables. */
    tableLabel: `${string}{index}${string}`
    /** The heading of the story's footnotes, heard but not shown. */
    footnotesLabel: string
    /** A footnote's link back to its reference; {index} is its number (1, or 1-2 for a second). */
    footnoteBackLabel: `${string}{index}${string}`
    /** A code block's copy button (shown where scripts run), e.g. "Copy". */
    copyLabel: string
    /** Said (and shown beside the button) once the block's code is on the clipboard. */
    copiedLabel: string
    /**
     * Said when the browser refused the clipboard: the code is then selected, for the visitor
     * to copy with the keyboard.
     */
    copyFailedLabel: string
  }
  /**
   * The words of the articles (src/content/insights/): their index, tag pages and pages, the
   * header's link, the home page's section and the feed. Shown only while there are articles.
   */
  insights: {
    /** The header's link, the home page section's heading and the index's heading. */
    title: string
    /** The line under the index's heading and the home section's. */
    intro: string
    /** The index's browser tab title, and the feed's title. */
    pageTitle: string
    /** The index's description, for search engines and sharing. */
    description: string
    /** An article's browser tab title; {title} is the article's. */
    articleTitle: `${string}{title}${string}`
    /** A tag's page: its heading (and, with pageTitle, its tab title); {tag} is the tag. */
    tagTitle: `${string}{tag}${string}`
    /** The home section's link to every article. */
    allLabel: string
    /** How long an article takes to read; {minutes} is the number. */
    readingTime: `${string}{minutes}${string}`
    /** Before the day an article was last changed, e.g. "Updated". */
    updatedLabel: string
    /** The dev server's mark on a draft (never built). */
    draftLabel: string
    /** The dev server's mark on an article dated later (built from that day). */
    scheduledLabel: string
    /** Above an article's links to the case studies it names. */
    projectsLabel: string
    /** On a case study: the heading above the articles that name it. */
    caseStudyArticlesTitle: string
    /** The line before the "Contact Me" link at the end of an article. */
    contactPrompt: string
    /** The accessible name of the links to the previous and next articles. */
    moreLabel: string
    /** The article published before this one. */
    previousLabel: string
    /** The article published after this one. */
    nextLabel: string
    /** The accessible name of the index's links to its other pages. */
    pagesLabel: string
    /** The link to the index's page of newer articles, and to the page of older ones. */
    newerLabel: string
    olderLabel: string
    /** Where a page of the index is; {page} and {count}. */
    pageLabel: `${string}{page}${string}{count}${string}`
    /** The index's link to its feed (Atom), for a feed reader. */
    feedLabel: string
  }
  /**
   * The search's words (src/search/): the field in the header of every page and on the
   * articles' index, on a site with more than its home page (articles, case studies or a made
   * CV). Results show as the visitor types.
   */
  search: {
    /** The field's accessible name, e.g. "Search the site". */
    label: string
    /** What the field shows while empty, e.g. "Search". */
    placeholder: string
    /**
     * How many results, read out to a screen reader as they change: one text per plural form
     * of the language (Intl.PluralRules: one, few, many, other), each with {count}.
     */
    results: { other: `${string}{count}${string}` } & Partial<
      Record<'zero' | 'one' | 'two' | 'few' | 'many', string>
    >
    /** Nothing found; {query} is what the visitor typed. */
    noResults: `${string}{query}${string}`
    /** Each result's kind, shown beside its title. */
    kinds: {
      article: string
      caseStudy: string
      cv: string
      project: string
      role: string
      credential: string
      /** A service (`services`): its page, or the home page's section. */
      service: string
    }
    /**
     * Without scripts the field cannot search: this link does, on a web search engine limited
     * to the site (DuckDuckGo's `site:`), and says so.
     */
    engineLabel: string
    /**
     * Said under the field when the search cannot load (offline, a host error), with the link
     * above after it; it tries again by itself, e.g. "Search is unavailable offline; try again
     * when you are back online."
     */
    unavailable: string
  }
  /** Optional: certifications, with links that verify them. Absent or empty: no section. */
  credentials?: {
    title: string
    items: readonly Credential[]
    /** Shown before the month and year a certification was earned, e.g. "Earned". */
    earnedLabel: string
    /** The visible text of each verification link, e.g. "Verify"; the name follows for screen readers. */
    verifyLabel: string
  }
  /** Optional: what clients say. Absent or empty: no section. */
  testimonials?: {
    title: string
    items: readonly Testimonial[]
  }
  /**
   * Optional: where the owner has worked, newest first on the page (a section after the
   * projects), and in the CV. Absent or empty: no section.
   */
  experience?: {
    title: string
    /** Optional line under the heading. */
    intro?: string
    /** The end of a role that goes on, e.g. "present". */
    presentLabel: string
    items: readonly Role[]
  }
  /** Optional: degrees and diplomas, in the CV. */
  education?: { title: string; items: readonly Degree[] }
  /** Optional: the languages the owner speaks, in the CV. */
  languages?: { title: string; items: readonly SpokenLanguage[] }
  /**
   * Optional: a CV to download, linked in the hero's actions and the footer. Absent: no link.
   * With `file`, the owner's own PDF; without it, made by the build from this content.
   */
  cv?: OwnCv | MadeCv
  /**
   * Optional: what a buyer can hire the owner for, a section after My Work (a card per service,
   * then how an engagement starts) with a "Services" link in the header. A service with a `page`
   * has a page of its own. Absent: no section, link or page.
   */
  services?: {
    title: string
    intro: string
    items: readonly Service[]
    /** Optional: how an engagement starts, as numbered steps after the cards. */
    process?: { title: string; steps: readonly ProcessStep[] }
    /** Optional: where the owner works, shown on each service's page, e.g. "Poland and the EU, remote or on site". */
    areaServed?: string
    /** The link to the contact form, on each card and at the end of a service's page. */
    askLabel: string
    /** The message's first line when a visitor comes from askLabel; {service} is its name. */
    messageLine: `${string}{service}${string}`
    /** The link from a card to its service's page; the name follows for screen readers. */
    readLabel: string
    /** The names of the facts: how long, how much, where. */
    durationLabel: string
    priceLabel: string
    areaLabel: string
    /** A price "from"; {price} is the amount in the page's language ("€4,000"). */
    priceFrom: `${string}{price}${string}`
    /** A service page's browser tab title; {title} is the service's name. */
    pageTitle: `${string}{title}${string}`
    /** A service page's headings: who it is for, what the buyer gets, how it runs, its proof. */
    audienceTitle: string
    deliverablesTitle: string
    howTitle: string
    proofTitle: string
    /** The line before askLabel at the end of a service's page. */
    contactPrompt: string
  }
  /**
   * Optional: whether the owner takes new work, said in a few words in the hero and beside the
   * form, in the page's language, as of the day the site is built (the deploy rebuilds daily).
   */
  availability?: {
    /** Now: open for new work, limited, or fully booked. */
    status: AvailabilityStatus
    /**
     * Optional: the day new projects can start, 'YYYY-MM-DD'; shown as its month ("from March
     * 2027") until it comes, and read as open from that day on: never a stale "from March" in April.
     */
    from?: CalendarDay
    /** Optional: a sentence more, beside the form (e.g. what can start sooner). */
    note?: string
    /** The words for each status, and for a day still to come; {month} is "March 2027". */
    labels: {
      open: string
      limited: string
      booked: string
      from: `${string}{month}${string}`
    }
  }
  contact: {
    title: string
    intro: string
    fields: {
      name: string
      email: string
      message: string
    }
    submitLabel: string
    submittingLabel: string
    successMessage: string
    errorMessage: string
    /** Shown only when JavaScript is off, since the form sends from the browser. */
    noScriptNotice: string
    /** Follows the no-script notice when there is a fallback address (written "name [at] domain"). */
    noScriptEmailLead: string
    /** Refuses a name or message made only of spaces. */
    blankFieldError: string
    /** Added after errorMessage, by what went wrong. */
    failureHints: {
      offline: string
      rateLimited: string
      /** 403, 412, 426: the provider refuses this form's account (setup or monthly quota). */
      refused: string
      /**
       * The form's own code failed to load earlier (offline) and this browser will not load it
       * again without a reload: shown with a reloadLabel button, which keeps what was typed.
       */
      reload: string
    }
    /** The button that reloads the page, offered with failureHints.reload. */
    reloadLabel: string
    /**
     * Shown when a send looks automated (a hidden field filled, sent within seconds of the
     * page opening, or never typed in): the visitor confirms with confirmLabel, and it is sent.
     */
    confirmMessage: string
    confirmLabel: string
    /** Shown when the reCAPTCHA checkbox (if the owner enabled it) was not ticked. */
    recaptchaRequired: string
    /** The label of a field hidden from everyone, which only scripts fill in. */
    trapLabel: string
    /** Shown while a retry waits for an earlier attempt that may still arrive. */
    waitingMessage: string
    /** The one line near the form about drafts. */
    draftNote: string
    discardDraftLabel: string
    /** Offered after any failure: another way to reach you. */
    fallbackIntro: string
    copyLabel: string
    copiedLabel: string
    /** Shown when the clipboard is unavailable and the message is selected instead. */
    copyManually: string
    emailInsteadLabel: string
    /** Subject of the "Email instead" message. */
    emailSubject: string
    /**
     * Optional address for "Email instead" after a failure. Before a failure the page shows it
     * only as "name [at] domain" (beside the form, and without JavaScript), never as an address.
     */
    fallbackEmail?: string
    /**
     * Optional: your booking page (Microsoft Bookings, Calendly or similar), beside the form and
     * on your CV. It opens in a new tab; nothing is asked of its host before a click.
     */
    booking?: { href: string; label: string }
    /** Optional: where you work from, with your time zone: 'Kraków, Poland (CET)'. */
    location?: string
    /**
     * The words of the other ways to reach you, beside the form on a wide screen (below it on a
     * phone), shown when `booking`, `location` or `fallbackEmail` is set.
     */
    otherWays: { title: string; locationLabel: string; emailLabel: string }
  }
  footer: {
    /** Shown as "© {year} {company}. {rightsNotice}". */
    copyrightYear: number
    rightsNotice: string
    /**
     * Optional: how visits are counted, in a line of its own. Shown only while `analytics`
     * counts visits; without it, or with counting off, no line.
     */
    countingNote?: string
  }
  /**
   * The privacy page (privacy/), linked from every page's footer and under the form's button.
   * Its facts (who receives what, what the browser keeps) come from what the site does
   * (src/privacy/); these are its words, and the owner's own: `controller`, `retention`,
   * `authority` and `more`.
   */
  privacy: PrivacyWords
  /**
   * Optional imprint (Germany's DDG § 5, Austria's ECG § 5; common elsewhere): shown at the top
   * of the privacy page and linked from every page's footer. Absent: neither.
   */
  legal?: LegalNotice
  /** The page a visitor gets at an address that does not exist (dist/404.html). */
  notFound: {
    /** The browser tab's title. */
    title: string
    heading: string
    text: string
    /** The link back to the home page. */
    homeLinkLabel: string
  }
  /**
   * Optional: count visits, with no cookie and no script of the counter's (README, "Counting
   * visits"). Absent: nothing is counted and the page asks no other host for anything.
   */
  analytics?: {
    /**
     * Your GoatCounter site's address alone, e.g. 'https://yourcode.goatcounter.com', or your
     * own GoatCounter server's (https, no path: the build refuses anything else).
     */
    goatcounter: `https://${string}`
  }
  /**
   * EmailJS identifiers (dashboard.emailjs.com). The public key is public by design.
   * VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID and VITE_EMAILJS_TEMPLATE_ID override them at build.
   */
  emailjs: {
    publicKey: string
    serviceId: string
    templateId: string
    /**
     * Optional: a reCAPTCHA v2 ("I'm not a robot" checkbox) site key. With it the form shows
     * the checkbox and sends its token as g-recaptcha-response, which EmailJS verifies once
     * reCAPTCHA is enabled in the template. Without it, nothing loads from Google.
     */
    recaptchaSiteKey?: string
  }
}

/** Who runs the site, as an imprint gives it. */
export interface LegalNotice {
  /** The person's or the company's full name, e.g. "Ørsted Digital Sp. z o.o.". */
  name: string
  /** The postal address, one line per part: ['ul. Długa 1', '80-827 Gdańsk', 'Poland']. */
  address: readonly string[]
  /** Optional: the register and number, e.g. "KRS 0000123456, District Court Gdańsk-North". */
  registration?: string
  /** Optional: the VAT identification number, e.g. "PL5842780000". */
  vatId?: string
}

/** The privacy page's words (src/pages/PrivacyPage.tsx); the facts come from src/privacy/. */
export interface PrivacyWords {
  /** The footer's link to the page, e.g. "Privacy". */
  linkLabel: string
  /** The one line under the form's button that leads to the page. */
  formLinkLabel: string
  /** The browser tab's title; {name} is the owner's. */
  pageTitle: `${string}{name}${string}`
  heading: string
  /** For search engines and sharing, and the line under the heading. */
  description: string
  /** The owner's words: who is responsible (the controller) and how to reach them. */
  controller: { title: string; text: string }
  /** The imprint's heading (the footer's link) and the VAT number's name, where `legal` is set. */
  imprint: { title: string; vatIdLabel: string }
  /** Who receives what: a part per host this build asks (src/privacy/facts.ts). */
  recipients: {
    title: string
    intro: string
    /** The names of each host's facts. */
    whenLabel: string
    whatLabel: string
    whereLabel: string
    /** The links to its privacy policy and, for Google, its terms. */
    policyLabel: string
    termsLabel: string
    /** When each is asked. */
    moments: Record<Moment, string>
    /** What each receives, joined as a list in the page's language. */
    data: Record<DataId, string>
    /** A line more about each, where the site turned it on (none for EmailJS but `emailjs`). */
    notes: Record<RecipientId, string>
  }
  /** What the browser keeps: a table, a row per item (src/privacy/facts.ts). */
  stored: {
    title: string
    intro: string
    columns: { name: string; purpose: string; where: string; duration: string }
    areas: Record<StorageArea, string>
    /** What each item is for and how long it stays; {days} is filled in from the code. */
    items: Record<StoredItemId, { purpose: string; duration: string }>
  }
  /** What the site never does: three facts the browser checks prove. */
  never: { title: string; trackingCookies: string; beforeYouAct: string; signals: string }
  /** The legal bases: answering messages, and each of what the owner turned on. */
  bases: {
    title: string
    messages: string
    counting: string
    recaptcha: string
    device: string
  }
  /** Who processes data outside the European Economic Area; {names} is filled in. */
  transfers: { title: string; text: `${string}{names}${string}` }
  /** The owner's words: how long messages are kept. */
  retention: { title: string; text: string }
  /** The visitor's rights, and where to complain: `authority` is the owner's words. */
  rights: { title: string; text: string; complaint: string; authority: string }
  /** Optional: anything else the owner says, under its title, a paragraph each (the host...). */
  more?: { title: string; paragraphs: readonly string[] }
}
