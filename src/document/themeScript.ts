/**
 * The colour theme's inline script (./theme.ts), apart from the names the header's control
 * shares, so that the menu island, which draws the control, carries none of it.
 */
import type { StoredItem } from '../privacy/registry.ts'
import { THEME_ATTRIBUTE, THEME_NAME, THEMES } from './theme.ts'

const literal = (value: unknown) => JSON.stringify(value)
/** How long a choice is kept: a year, renewed by each new choice. */
export const THEME_COOKIE_SECONDS = 365 * 24 * 60 * 60

/**
 * The cookie as the privacy page lists it (src/privacy/registry.ts): written only when the
 * visitor chooses a theme, and read by this script alone (it goes with each request to the site's
 * own host, which does nothing with it).
 */
export const THEME_COOKIE: StoredItem = {
  id: 'theme',
  name: THEME_NAME,
  where: 'cookie',
  keptFor: THEME_COOKIE_SECONDS,
}
const dataset = THEME_ATTRIBUTE.slice('data-'.length)
const [defaultTheme, ...chosen] = THEMES

/**
 * The inline script, a classic one so that it runs as the parser reaches it, before anything is
 * painted. It applies the stored choice (anything else stored means the default) and keeps the
 * controls showing it: once they are parsed, when the page comes back from the back/forward
 * cache (not at its first showing: nothing has changed since), and when the window gets the
 * focus again (the visitor may have chosen in another tab or window). A change of a control
 * applies and stores the choice. Storage may be refused (privacy settings): the page then
 * follows the choice until it is left. It carries no content: the same bytes on every page, in
 * every language; the CSP allows it by its hash (scripts/prerender.mjs hashes this very string).
 *
 * It runs on every page before anything is shown, so it does as little as it can: it reads the
 * stored choice, and touches the page only for a visitor who made one. The default is no
 * attribute at all, and the controls are rendered with it chosen. The choice is kept in a cookie
 * of this site's, not in localStorage: reading a cookie before the first paint cost a fifth of
 * the first access to localStorage (which opens the site's whole storage area), inside the
 * parser's task, which Lighthouse counts four times over. Reaching the first element costs about
 * 1 ms on a fast machine, setting the attribute as much; a `storage` listener would be paid at
 * every load, where `focus` costs nothing until it fires (docs/decisions/theme.md).
 */
export const THEME_SCRIPT = [
  `{const k=${literal(THEME_NAME)},c=${literal(chosen)}`,
  // The cookie's value, by its name (another cookie's name may end in it).
  ',g=()=>{try{return document.cookie.match("(^|; )"+k+"=([^;]*)")?.[2]}catch{}}',
  // Applies a value (anything but a chosen theme is the default) and returns its name. Only
  // what differs is set: an attribute set to its own value still schedules a restyle.
  `,a=v=>{const d=document.documentElement.dataset,t=c.includes(v)?v:void 0`,
  `;d.${dataset}!==t&&(t?d.${dataset}=t:delete d.${dataset})`,
  `;v=t??${literal(defaultTheme)};for(const e of document.getElementsByName(k))e.value=v;return v}`,
  ',r=()=>a(g()),l=addEventListener',
  ';c.includes(g())&&(r(),l("DOMContentLoaded",r))',
  ';l("focus",r)',
  ';l("pageshow",e=>e.persisted&&r())',
  // Applied first: cookies may be refused. Kept a year, for every page of the host.
  `;l("change",({target:e})=>{if(e.name!=k)return;e=a(e.value);try{document.cookie=\`\${k}=\${e};path=/;max-age=${THEME_COOKIE_SECONDS}\`}catch{}})}`,
].join('')
