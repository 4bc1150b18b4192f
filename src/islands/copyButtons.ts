/**
 * A code block's copy buttons (src/code/copyMarkup.ts), loaded by the boot script only on a page
 * with a code block: a click writes the block's code to the clipboard here, within the click
 * (Safari allows it nowhere else); the copy module (src/code/copy.ts), loaded then, says so, or
 * selects the code where the browser refused.
 */
import { CODE_BLOCK, COPY } from '../code/copyMarkup.ts'

document.addEventListener(
  'click',
  (event) => {
    const copyButton = (event.target as Element | null)?.closest?.(`[${COPY}]`)
    if (!copyButton) return
    // The block's first child is its <pre> (src/code/copyMarkup.ts).
    const code = copyButton.closest(`.${CODE_BLOCK}`)?.firstElementChild?.textContent ?? ''
    // No clipboard at all (an address that is not secure): nothing written.
    const written = navigator.clipboard?.writeText(code)
    import('../code/copy.ts').then(
      ({ copied }) => copied(copyButton, written),
      () => {},
    )
  },
  true,
)
