/** Where `npm test` builds the site for a GitHub Pages project site (package.json, test). */
export const SUBPATH_BUILD = 'build/subpath'
