/**
 * The colour theme's inline script (./theme.ts), apart from the names the header's control
 * shares, so that the menu island, which draws the control, carries none of it.
 */
import { THEME_ATTRIBUTE, THEME_NAME, THEMES } from './theme.ts'

const literal = (value: unknown) => JSON.stringify(value)
const dataset = THEME_ATTRIBUTE.slice('data-'.length)
const [defaultTheme, ...chosen] = THEMES

/**
 * The inline script, a classic one so that it runs as the parser reaches it, before anything is
 * painted. It applies the stored choice (anything else stored means the default) and keeps the
 * controls showing it: once they are parsed, when the page comes back from the back/forward
 * cache (not at its first showing: nothing has changed since), and when another tab changes it.
 * A change of a control applies and stores the choice. Storage may be refused (privacy
 * settings): the page then follows the choice until it is left. It carries no content: the
 * same bytes on every page, in every language; the CSP allows it by its hash
 * (scripts/prerender.mjs hashes this very string).
 */
export const THEME_SCRIPT = [
  `{const k=${literal(THEME_NAME)},d=document.documentElement`,
  `,a=t=>{t=${literal(chosen)}.includes(t)?t:${literal(defaultTheme)}`,
  // Only what differs is set: an attribute set to its own value still schedules a restyle.
  `;d.dataset.${dataset}!==t&&(d.dataset.${dataset}=t)`,
  ';for(const e of document.getElementsByName(k))e.value!==t&&(e.value=t)}',
  ',r=()=>{let t;try{t=localStorage.getItem(k)}catch{}a(t)};r()',
  ';for(const t of["DOMContentLoaded","storage"])addEventListener(t,r)',
  ';addEventListener("pageshow",e=>e.persisted&&r())',
  ';addEventListener("change",({target:e})=>{if(e.name!==k)return;a(e.value)',
  ';try{localStorage.setItem(k,d.dataset.',
  dataset,
  ')}catch{}})}',
].join('')
