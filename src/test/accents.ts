/**
 * Owners' colours the tests derive the site's shades from, besides the content's own: an orange,
 * a light yellow (darkened for the light theme, with a warning) and a dark navy.
 */
export const OTHER_ACCENTS = ['#c2410c', '#facc15', '#1e2a4a'] as const
