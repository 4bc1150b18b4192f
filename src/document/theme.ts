/**
 * The visitor's colour theme: follow the system (the default), or always light, or always dark.
 * The choice is a <select> in the header (src/sections/ThemeSwitch.tsx), kept in this browser's
 * localStorage, and applied by one small inline script in every page's <head> (THEME_SCRIPT),
 * before the first paint: a dark page never flashes light. The stylesheet (src/styles/tokens.css)
 * reads the choice from THEME_ATTRIBUTE on <html>; without it (no script ran) the page follows
 * the system, and the control is not shown.
 */

/** The choices, the default first. */
export const THEMES = ['system', 'light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

/** The header control's name, and the key of the choice in localStorage. */
export const THEME_NAME = 'theme'

/** On <html>: the choice applied ('system', 'light' or 'dark'), set only by THEME_SCRIPT. */
export const THEME_ATTRIBUTE = 'data-theme'

const literal = (value: unknown) => JSON.stringify(value)
const dataset = THEME_ATTRIBUTE.slice('data-'.length)
const [defaultTheme, ...chosen] = THEMES

/**
 * The inline script, a classic one so that it runs as the parser reaches it, before anything is
 * painted. It applies the stored choice (anything else stored means the default) and keeps the
 * controls showing it: once they are parsed, when the page comes back from the back/forward
 * cache, and when another tab changes it. A change of a control applies and stores the choice.
 * Storage may be refused (privacy settings): the page then follows the choice until it is left.
 * It carries no content: the same bytes on every page, in every language; the CSP allows it by
 * its hash (scripts/prerender.mjs hashes this very string).
 */
export const THEME_SCRIPT = [
  `{const k=${literal(THEME_NAME)},d=document.documentElement`,
  `,a=t=>{t=${literal(chosen)}.includes(t)?t:${literal(defaultTheme)};d.dataset.${dataset}=t`,
  ';for(const e of document.getElementsByName(k))e.value=t}',
  ',r=()=>{let t;try{t=localStorage.getItem(k)}catch{}a(t)};r()',
  ';for(const t of["DOMContentLoaded","pageshow","storage"])addEventListener(t,r)',
  ';addEventListener("change",({target:e})=>{if(e.name!==k)return;a(e.value)',
  ';try{localStorage.setItem(k,d.dataset.',
  dataset,
  ')}catch{}})}',
].join('')
