/** The content the build rendered (build/ssr/entry-server.js), as the main browser suite reads it. */
export {
  caseStudies,
  caseStudyPath,
  emailConfig,
  hasSearch,
  menuLinks,
  site,
} from '../e2e/content.ts'
