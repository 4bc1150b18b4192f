import { CvLink, CvOffers, cvLinks } from '../components/CvLink.tsx'
import { availabilityWords } from '../content/availability.ts'
import type { SiteContent } from '../content/types.ts'
import { Availability } from '../sections/Availability.tsx'
import { Contact } from '../sections/Contact.tsx'
import { Credentials } from '../sections/Credentials.tsx'
import { Experience } from '../sections/Experience.tsx'
import { Hero } from '../sections/Hero.tsx'
import { LatestInsights } from '../sections/InsightList.tsx'
import { Projects } from '../sections/Projects.tsx'
import { searchProps } from '../sections/SearchField.tsx'
import { Services } from '../sections/Services.tsx'
import { Testimonials } from '../sections/Testimonials.tsx'
import { askHref, insightsPath, pageHref, privacyPath } from './addresses.ts'
import type { LanguageLink, PageBuild } from './build.ts'
import { tagHref } from './insightLinks.ts'
import { headerPages, PageFrame } from './PageFrame.tsx'
import { servicesId } from './serviceLinks.ts'

interface HomePageProps {
  content: SiteContent
  build: PageBuild
  /** This page in the site's other languages. */
  languages?: readonly LanguageLink[]
}

/**
 * The home page, rendered to HTML when the site is built. Its sections are static: a new one is
 * a component here and its words in the content file, and costs visitors no script. Only the
 * islands inside them (the phone menu, the enlarged project view, the contact form) ever run a
 * script, each with only its own props (src/islands/).
 */
export function HomePage({ content, build, languages = [] }: HomePageProps) {
  const { sectionIds, newTabNotice, services, availability } = content
  const cv = cvLinks(content, build)
  const offered = services && build.services.length > 0 ? build.services : []
  // What the page says of the owner's availability, as of the day it is built.
  const words = availability && availabilityWords(availability, content.lang, build.today)
  const privacyHref = pageHref(build.base, privacyPath(build.prefix))
  return (
    <PageFrame
      content={content}
      homeHref={`#${sectionIds.home}`}
      languages={languages}
      pages={headerPages(content, build)}
      current={{ href: `#${sectionIds.home}`, current: 'page' }}
      privacyHref={privacyHref}
      counting={build.counter !== undefined}
      search={searchProps(content, build)}
      cvLink={
        cv && (
          <>
            <CvLink label={cv.label} file={cv.file} className="text-link" />
            <CvOffers offers={cv.offers} />
          </>
        )
      }
    >
      <Hero
        id={sectionIds.home}
        name={content.owner.name}
        hero={content.hero}
        newTabNotice={newTabNotice}
        availability={words && <Availability words={words} />}
        extraAction={
          cv && (
            <>
              <CvLink label={cv.label} file={cv.file} className="button button-secondary" />
              <CvOffers offers={cv.offers} />
            </>
          )
        }
      />
      <Projects
        id={sectionIds.projects}
        projects={content.projects}
        pictures={build.pictures}
        caseStudyLinks={{
          link: (project) =>
            project.caseStudy ? build.caseStudyLinks.get(project.caseStudy) : undefined,
          label: content.caseStudies.readLabel,
        }}
      />
      {services && offered.length > 0 && (
        <Services
          id={servicesId(content)}
          services={services}
          entries={offered}
          lang={content.lang}
          askHref={({ key }) => askHref('', key, sectionIds.contact)}
        />
      )}
      {content.experience && (
        <Experience
          id={sectionIds.experience ?? 'experience'}
          experience={content.experience}
          lang={content.lang}
          newTabNotice={newTabNotice}
        />
      )}
      {content.credentials && (
        <Credentials
          id={sectionIds.credentials}
          credentials={content.credentials}
          lang={content.lang}
          newTabNotice={newTabNotice}
          pictures={build.pictures}
        />
      )}
      {content.testimonials && (
        <Testimonials
          id={sectionIds.testimonials}
          testimonials={content.testimonials}
          newTabNotice={newTabNotice}
        />
      )}
      <LatestInsights
        id={sectionIds.insights}
        entries={build.insights}
        labels={content.insights}
        lang={content.lang}
        allHref={pageHref(build.base, insightsPath(build.prefix))}
        tagHref={tagHref(build)}
      />
      <Contact
        id={sectionIds.contact}
        contact={content.contact}
        email={build.email}
        newTabNotice={newTabNotice}
        askLines={
          services && offered.length > 0
            ? Object.fromEntries(
                offered.map(({ key, service }) => [
                  key,
                  services.messageLine.replace('{service}', service.name),
                ]),
              )
            : undefined
        }
        availability={words && <Availability words={words} note={availability?.note} />}
        privacyLink={{ href: privacyHref, label: content.privacy.formLinkLabel }}
      />
    </PageFrame>
  )
}
