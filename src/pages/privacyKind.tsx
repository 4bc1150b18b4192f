import { privacyData, siteAddress } from '../document/head.ts'
import { privacyFacts } from '../privacy/facts.ts'
import privacyStyles from '../styles/privacy.css?inline'
import { privacyPath } from './addresses.ts'
import type { PageKind } from './build.ts'
import { PrivacyPage } from './PrivacyPage.tsx'

/**
 * The privacy page (privacy/), in every language: the facts of this build (src/privacy/facts.ts)
 * in the content's words (`privacy`). Every site has one; it is in the sitemap and the footer of
 * every page, never among the search's results (no `search`), and runs no script of its own.
 */
export const privacyKind: PageKind = {
  name: 'privacy',
  pages: (content, build) => {
    const path = privacyPath(build.prefix)
    const title = content.privacy.pageTitle.replace('{name}', content.owner.name)
    return [
      {
        key: 'privacy',
        path,
        head: (versions) => ({
          path,
          versions,
          title,
          description: content.privacy.description,
          type: 'website',
          image: {
            ...content.meta.shareImage,
            url: siteAddress(content, content.meta.shareImage.src),
          },
          structuredData: privacyData(content, { path, title }),
        }),
        body: (languages) => (
          <PrivacyPage
            content={content}
            build={build}
            facts={privacyFacts(content, build)}
            languages={languages}
          />
        ),
      },
    ]
  },
  stylesheet: privacyStyles,
  speculated: (prefix) => [privacyPath(prefix)],
}
