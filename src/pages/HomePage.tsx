import { CvLink, CvOffers, cvLinks } from '../components/CvLink.tsx'
import type { SiteContent } from '../content/types.ts'
import { Contact } from '../sections/Contact.tsx'
import { Credentials } from '../sections/Credentials.tsx'
import { Experience } from '../sections/Experience.tsx'
import { Hero } from '../sections/Hero.tsx'
import { LatestInsights } from '../sections/InsightList.tsx'
import { Projects } from '../sections/Projects.tsx'
import { searchProps } from '../sections/SearchField.tsx'
import { Testimonials } from '../sections/Testimonials.tsx'
import { insightsPath, pageHref, privacyPath } from './addresses.ts'
import type { LanguageLink, PageBuild } from './build.ts'
import { insightsNav, tagHref } from './insightLinks.ts'
import { PageFrame } from './PageFrame.tsx'

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
  const { sectionIds, newTabNotice } = content
  const cv = cvLinks(content, build)
  const privacyHref = pageHref(build.base, privacyPath(build.prefix))
  return (
    <PageFrame
      content={content}
      homeHref={`#${sectionIds.home}`}
      languages={languages}
      pages={insightsNav(content, build)}
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
        privacyLink={{ href: privacyHref, label: content.privacy.formLinkLabel }}
      />
    </PageFrame>
  )
}
