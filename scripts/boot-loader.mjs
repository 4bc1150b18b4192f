// @ts-check
/**
 * The page's one inline script (allowed by its hash in the CSP). It starts the boot script
 * (src/islands/boot.ts) once the page has painted its first content: nothing the boot script
 * does is needed for the first paint, so the first paint waits for no script at all, and the
 * boot script's request is not on its way. Lighthouse's simulation counts a script the page asks
 * for while it parses as something the first paint needed, and took about 100-200 ms off LCP
 * when the boot script left that path (docs/decisions/islands.md).
 *
 * It is the body's last element, an async module (scripts/prerender.mjs): it runs once all
 * before it is parsed, so the boot script always finds every island, and the parser does not
 * wait for it, so the parse ends as the script-free twin's does. A visitor's pointer down or key
 * starts the boot script at once too; where paint timing is missing, it starts at once, and in
 * any case after FALLBACK_MS. A click on an island's button before the boot script has run is
 * held and clicked again once it has, so it is never lost (the boot script then holds it for the
 * island as usual).
 *
 * A page the browser prerenders waits for its activation (`prerenderingchange`): until the
 * visitor arrives, it counts no view, wakes no island and restores no draft.
 *
 * It keeps what a visitor types into a form as the form's draft from the first keystroke, before
 * any script has arrived, and whether or not one ever does (src/contact/draftStorage.ts,
 * keepEarlyDrafts): the same storage and format as the form's own, which offers it back on the
 * next visit. Nothing is stored before the visitor types.
 *
 * It also holds the cross-fade between pages, which plays only into a page the browser
 * prerendered: no stylesheet opts in; the loader adopts the opt-in (VIEW_TRANSITION_OPT_IN) in a
 * page while the browser prerenders it, and in the page left at the click on a link to that page,
 * which the prerendered page names in a cookie of the site's. Anywhere else neither page opts in,
 * so the browser prepares no transition: an opt-in present when a navigation starts cost it
 * about 30 ms at 4× CPU even when skipped at once (docs/decisions/between-pages.md).
 */

import { minifySync } from 'vite'

/**
 * The cookie in which a prerendered page leaves its path, for the page the visitor leaves to keep
 * its cross-fade into it (bootLoader).
 */
export const PRERENDERED_KEY = 'prerendered'

/**
 * That cookie as the privacy page lists it (src/privacy/registry.ts; the build hands it to the
 * page, scripts/prerender.mjs): written only in a page the browser prepares as the visitor points
 * at its link, cleared as that page is shown, with no age (gone when the browser closes).
 * @type {import('../src/privacy/registry.ts').StoredItem}
 */
export const PRERENDERED_COOKIE = {
  id: 'prerendered',
  name: PRERENDERED_KEY,
  where: 'cookie',
  keptFor: 'session',
}

/**
 * The cross-fade's opt-in, which only the loader adopts (a constructed stylesheet: the CSP's
 * `style-src` governs elements, not the CSSOM), and never for a visitor who asked for less motion.
 */
export const VIEW_TRANSITION_OPT_IN =
  '@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}'

/**
 * Milliseconds after parsing when the boot script starts even if no first paint was reported:
 * a safety net only, well beyond the first paint of a slow phone or a busy test machine.
 */
export const FALLBACK_MS = 3000

/**
 * The loader's text, minified at build time by the minifier Vite builds the scripts with (Oxc,
 * through `vite`'s `minifySync`; nothing of it reaches a visitor but its output): it travels in
 * every page's HTML. The minifier may write a string with other quotes or escapes; the result
 * must still be unable to end the <script> element it is written in.
 * @param {string} text
 * @returns {string}
 */
function minified(text) {
  const { code, errors } = minifySync('loader.js', text, {
    module: true,
    compress: { target: 'es2022' },
    mangle: { toplevel: true },
  })
  if (errors.length > 0) throw new Error(`The boot loader does not minify: ${errors[0]?.message}`)
  if (/<\/script|<!--/i.test(code))
    throw new Error('The minified boot loader could end its <script> element')
  return code.trim()
}

/**
 * @param {{ src: string, integrity: string, heldWithin: string, keepDrafts?: string, first?: string }} boot
 *   the boot script's address (with the site's base path) and its Subresource Integrity hash,
 *   which the added element carries; the selector of what holds the buttons whose clicks wait for
 *   it (the islands and their triggers: src/islands/markup.ts, `HELD_BEFORE_BOOT`); the
 *   statement that keeps a form's text as its draft before any script has run (the build's
 *   `EARLY_DRAFTS`: src/contact/draftStorage.ts, `keepEarlyDrafts`; none on a page that has no
 *   form, the 404 page); and a page's own statement to run first, if it has one (the 404 page's
 *   guess: src/search/guess.ts, which in a script of its own would cost the page 88 B of gzip
 *   more).
 * @returns {string} the script's text, to go between `<script type="module" async>` and
 *   `</script>`.
 */
export function bootLoader({ src, integrity, heldWithin, keepDrafts = '', first = '' }) {
  // A string literal that cannot end the <script> element it is written in.
  const literal = (/** @type {string} */ value) => JSON.stringify(value).replaceAll('<', '\\u003c')
  return minified(
    [
      // A page's own statement, and the draft keeping: each written out from a function's text,
      // each ends here (the next line starts with "(" and would otherwise call its result).
      `${first};`,
      // What a visitor types into a form is kept as its draft from the first keystroke, whether
      // or not the boot script or the form's code ever arrives (offline, a dropped connection).
      `${keepDrafts};`,
      // A visitor whose browser asks to save data gets no page fetched ahead: the speculation
      // rules (src/pages/speculation.ts) go before any pointer can rest on a link. Chromium
      // speculates even when DevTools' data saver override is on.
      `const K=${literal(PRERENDERED_KEY)},d=document`,
      "if(navigator.connection?.saveData)d.querySelector('script[type=speculationrules]')?.remove()",
      // The cross-fade between pages only where it costs the visitor nothing: into a page the
      // browser prerendered (docs/decisions/between-pages.md). Both pages must opt in: the old
      // one when the navigation starts (and still as it commits), the new one at its reveal.
      // `optIn` adopts the opt-in (true) or drops it (false); the site adopts no other sheet.
      // Chromium reads a page's opt-in only as it updates the page's style, so the style is
      // updated at once: a navigation started before that went without the transition (7 of 20
      // as measured).
      'let o=false',
      `const optIn=(on)=>{if(on!==o)try{let s;if(on){s=new CSSStyleSheet;s.replaceSync(${literal(VIEW_TRANSITION_OPT_IN)})}d.adoptedStyleSheets=(o=on)?[s]:[];on&&getComputedStyle(d.body).top}catch{}}`,
      // A page the browser prerenders opts in for its reveal, and leaves its path in a cookie of
      // the site's for the page the visitor is on (localStorage's first access, at the click,
      // cost more). Once shown, it clears the path (used once), and drops the opt-in after its
      // cross-fade: leaving it is decided anew, at a click.
      'if(d.prerendering){',
      'try{d.cookie=K+"="+location.pathname+";path=/";optIn(true)}catch{}',
      "addEventListener('pagereveal',({viewTransition:t})=>{",
      'try{d.cookie=K+"=;path=/;max-age=0"}catch{}',
      't?t.finished.then(()=>optIn(false)):optIn(false)},{once:true})}',
      // The page left opts in as the visitor follows a link in it to the page the browser
      // prerendered (the click's default, the navigation, comes after every listener; the site's
      // own scripts take no click on a link to another page); any other link drops the opt-in.
      "addEventListener('click',(e)=>{const l=e.target.closest?.('a[href]');if(!l)return",
      'let p;try{p=d.cookie.match("(^|; )"+K+"=([^;]*)")?.[2]}catch{}',
      'optIn(!(e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||l.target)&&l.origin===location.origin&&l.pathname===p)})',
      // Once the browser has set the transition up (or not), the page drops the opt-in: shown
      // again from the back/forward cache, it has none.
      "addEventListener('pageswap',()=>optIn(false))",
      'let started=false',
      'const held=[]',
      // A click on an island's button (or on a trigger) before the boot script has run is kept,
      // and clicked again once it has: the boot script acts on it then. Links are never held.
      'const hold=(event)=>{',
      "const button=event.target.closest?.('button')",
      `if(!button?.closest(${literal(heldWithin)}))return`,
      'event.preventDefault();event.stopPropagation();held.push(button);start()}',
      "addEventListener('click',hold,true)",
      'const start=()=>{',
      'if(started)return',
      // A page the browser prerenders (a link the visitor pointed at) starts nothing until the
      // visitor arrives: no view counted, no island woken, no draft restored.
      "if(d.prerendering)return d.addEventListener('prerenderingchange',start,{once:true})",
      'started=true',
      "const script=d.createElement('script')",
      `script.type='module';script.src=${literal(src)};script.integrity=${literal(integrity)}`,
      // Loaded (or not: offline, the clicks go on as plain HTML would have them).
      "script.onload=script.onerror=()=>{removeEventListener('click',hold,true);for(const button of held.splice(0))button.click()}",
      'd.head.append(script)}',
      // A visitor about to act: no need to wait for the paint.
      "for(const type of['pointerdown','keydown'])addEventListener(type,start,{capture:true,once:true})",
      "if(PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((list,observer)=>{",
      "if(!list.getEntriesByName('first-contentful-paint').length)return",
      'observer.disconnect();start()',
      "}).observe({type:'paint',buffered:true})",
      'else start()',
      `setTimeout(start,${FALLBACK_MS})`,
    ].join('\n'),
  )
}

/**
 * The boot script's address as a page's loader names it (for the tests and the benchmark).
 * @param {string} html a built page
 * @returns {string | undefined}
 */
export function bootAddress(html) {
  // The minifier writes the address as it likes best: "…", '…' or `…` (an address has no quote,
  // backslash or `${`).
  return /\.src=(["'`])([^"'`\\]*)\1/.exec(html)?.[2]
}
