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
 * In a page the browser prerenders, it starts the boot script at once: its cross-fade
 * (src/islands/crossFade.ts) opts in for the page's reveal, and waits for the visitor's arrival
 * (`prerenderingchange`) before anything else: until then no view is counted, no island woken
 * and no draft restored.
 *
 * It keeps what a visitor types into a form as the form's draft from the first keystroke, before
 * any script has arrived, and whether or not one ever does (src/contact/draftStorage.ts,
 * keepEarlyDrafts): the same storage and format as the form's own, which offers it back on the
 * next visit. Nothing is stored before the visitor types.
 */

import { minifySync } from 'vite'

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
      'const d=document',
      "if(navigator.connection?.saveData)d.querySelector('script[type=speculationrules]')?.remove()",
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
      // A page the browser prerenders (a link the visitor pointed at) starts it at once: its
      // cross-fade opts in for the reveal, and it waits for the visitor (src/islands/crossFade.ts).
      'if(d.prerendering)start()',
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
