import { madeCv } from '../content/experience.ts'
import { homeHead } from '../document/head.ts'
import { projectPicture } from '../pictures/catalog.ts'
import experienceStyles from '../styles/experience.css?inline'
import homeStyles from '../styles/home.css?inline'
import { homePath } from './addresses.ts'
import type { PageKind } from './build.ts'
import { cvFileData } from './cvKind.tsx'
import { HomePage } from './HomePage.tsx'
import { withListStyles } from './insightsKind.tsx'

/**
 * The home page, one per language. Its stylesheet (src/styles/home.css: hero, credentials,
 * form, reveal) is also the 404 page's; the enlarged view shows the projects' pictures.
 */
export const homeKind: PageKind = {
  name: 'home',
  pages: (content, build) => {
    const path = homePath(build.prefix)
    return [
      {
        key: 'home',
        path,
        head: (versions) =>
          homeHead(content, path, versions, { cvFiles: cvFileData(content, build) }),
        body: (languages) => <HomePage content={content} build={build} languages={languages} />,
      },
    ]
  },
  // The newest articles' list, once the site has articles.
  stylesheet: withListStyles(homeStyles),
  // The roles' section and the made CV's links, only where the content has them.
  styles: (content) =>
    (content.experience?.items.length ?? 0) > 0 || madeCv(content) ? [experienceStyles] : [],
  pictures: (content, build) =>
    content.projects.items.map((project) => projectPicture(project, build.pictures)),
  speculated: (prefix) => [homePath(prefix)],
}
