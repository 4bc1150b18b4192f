/**
 * A code block's copy buttons (src/code/copyMarkup.ts), loaded by the boot script only on a page
 * with a code block: a click writes the block's code to the clipboard here, within the click
 * (Safari allows it nowhere else); the copy module (src/code/copy.ts), loaded then, says so, or
 * selects the code where the browser refused.
 */
import { COPY, writeCode } from '../code/copyMarkup.ts'

/** Says in the block's status line that its code was copied, or selects it where refused. */
export const say = (button: Element, written: Promise<void> | undefined) =>
  import('../code/copy.ts').then(
    ({ copied }) => copied(button, written),
    () => {},
  )

document.addEventListener(
  'click',
  (event) => {
    const copyButton = (event.target as Element | null)?.closest?.(`[${COPY}]`)
    if (copyButton) void say(copyButton, writeCode(copyButton))
  },
  true,
)
