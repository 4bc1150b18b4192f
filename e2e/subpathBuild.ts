/** Where `npm test` builds the site for a GitHub Pages project site (package.json, test). */
export const SUBPATH_BUILD = 'build/subpath'
/**
 * The same site built from its content's own address, typed as GitHub shows it (a trailing
 * slash) and no SITE_URL (e2e/build-subpath.mjs): its pages must be those of SUBPATH_BUILD.
 */
export const SUBPATH_TYPED_BUILD = 'build/subpath-typed'
