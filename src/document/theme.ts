/**
 * The visitor's colour theme: follow the system (the default), or always light, or always dark.
 * The choice is a <select> in the header (src/sections/ThemeSwitch.tsx), kept in a cookie of the
 * site's in this browser, and applied by one small inline script in every page's <head> (./themeScript.ts),
 * before the first paint: a dark page never flashes light. The stylesheet (src/styles/tokens.css)
 * reads a chosen theme from THEME_ATTRIBUTE on <html>; without it the page follows the system.
 * Without scripts the control is not shown.
 */

/** The choices, the default first. */
export const THEMES = ['system', 'light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

/** The header control's name, and the name of the cookie that keeps the choice. */
export const THEME_NAME = 'theme'

/**
 * On <html>: the theme chosen, 'light' or 'dark', set only by the head script (./themeScript.ts);
 * absent for the default, the system's.
 */
export const THEME_ATTRIBUTE = 'data-theme'
