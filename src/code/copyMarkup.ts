/**
 * How a code block's copy button appears in the page's HTML, shared by the build
 * (src/components/Markdown.tsx), the boot script (src/islands/boot.ts), which loads the copy
 * module on a visitor's first sign of intent on a button, and that module (./copy.ts):
 *
 *   <div class="code-block">
 *     <pre tabindex="0"><code class="language-powershell">…</code></pre>
 *     <div class="code-tools">
 *       <span role="status" data-copied="Copied" data-copy-failed="…"></span>
 *       <button type="button" data-copy>Copy</button>
 *     </div>
 *   </div>
 */

/** On the copy button. */
export const COPY = 'data-copy'
/** On the block's status line (a polite live region): what it says once the code is copied. */
export const COPIED = 'data-copied'
/** …and once the clipboard refused it and the code is selected instead, to copy by hand. */
export const COPY_FAILED = 'data-copy-failed'
/** The block around both. */
export const CODE_BLOCK = 'code-block'

/**
 * Hands a copy button's block's code to the clipboard, within the click (Safari allows it nowhere
 * else); none where there is no clipboard (an address that is not secure). The block's first
 * child is its <pre>.
 */
export const writeCode = (button: Element): Promise<void> | undefined =>
  navigator.clipboard?.writeText(
    button.closest(`.${CODE_BLOCK}`)?.firstElementChild?.textContent ?? '',
  )
