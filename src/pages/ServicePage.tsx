import { Section } from '../components/Section.tsx'
import type { ServicePage as ServicePageContent } from '../content/service.ts'
import type { SiteContent } from '../content/types.ts'
import { caseStudyPicture } from '../pictures/catalog.ts'
import { CaseStudyEnd } from '../sections/CaseStudy.tsx'
import { PictureViewer } from '../sections/PictureViewer.tsx'
import { ProofList, Service } from '../sections/Service.tsx'
import { askHref, homePath, pageHref } from './addresses.ts'
import type { LanguageLink, PageBuild, ServiceEntry } from './build.ts'
import { storyPageIds } from './CaseStudyPage.tsx'
import { SubpageFrame } from './PageFrame.tsx'
import { serviceProof, servicesId } from './serviceLinks.ts'

/** The id of a service page's proof (the case studies and articles that share its tags). */
export const PROOF_ID = 'service-proof'

/** A service page's pictures, ready to show: its story's, in order. */
export const servicePictures = (page: ServicePageContent, build: Pick<PageBuild, 'pictures'>) =>
  page.bodyPictures.map((picture) =>
    caseStudyPicture(picture, build.pictures, page.path, 'Service page'),
  )

interface ServicePageProps {
  content: SiteContent
  build: PageBuild
  /** The service (one of build.services, with its page in this language). */
  entry: ServiceEntry & { page: ServicePageContent }
  /** This page in the site's other languages. */
  languages?: readonly LanguageLink[]
}

/**
 * A service's page (services/<name>/), rendered when the site is built: the home page's frame
 * around the service, its proof (every case study and article sharing its tags), and "Ask about
 * this", to the home page's form, told which service. Its only island is the enlarged view of
 * its story's pictures, where it has any: a service's page adds no script of its own.
 */
export function ServicePage({ content, build, entry, languages = [] }: ServicePageProps) {
  const labels = content.services
  if (!labels) throw new Error(`${entry.page.path}: the content offers no services`)
  const home = pageHref(build.base, homePath(build.prefix))
  const pictures = servicePictures(entry.page, build)
  const proof = serviceProof(entry, content, build)
  const proofIds = proof.length > 0 ? [PROOF_ID, `${PROOF_ID}-title`] : []
  return (
    <SubpageFrame
      content={content}
      build={build}
      languages={languages}
      current={{ href: `#${servicesId(content)}`, current: 'true' }}
    >
      <Service
        service={entry.service}
        page={entry.page}
        labels={labels}
        content={content}
        back={{ label: labels.title, href: `${home}#${servicesId(content)}` }}
        pictures={pictures}
        pageIds={[...storyPageIds(content, pictures.length), ...proofIds]}
      />
      {proof.length > 0 && (
        <Section id={PROOF_ID} title={labels.proofTitle} className="article-column">
          <ProofList entries={proof} kinds={content.search.kinds} lang={content.lang} />
        </Section>
      )}
      <CaseStudyEnd
        labels={{ ...content.caseStudies, contactPrompt: labels.contactPrompt }}
        contact={{
          label: labels.askLabel,
          href: askHref(home, entry.key, content.sectionIds.contact),
        }}
      />
      {pictures.length > 0 && (
        <PictureViewer
          labels={content.caseStudies.viewer}
          items={pictures.map((picture) => ({ title: entry.service.name, picture }))}
        />
      )}
    </SubpageFrame>
  )
}
