/**
 * A code block's copy button (./copyMarkup.ts), past the click. No island and no React: the boot
 * script (src/islands/boot.ts) writes the block's code to the clipboard within the click itself
 * (Safari allows it nowhere else), then loads this module and hands it what the clipboard
 * answered. A page whose visitor never presses one runs none of it.
 *
 * The block's status line (a polite live region) says the code was copied; where the browser
 * refused (no permission, an address that is not secure), the code is selected instead, and the
 * status line says to copy it with the keyboard.
 */
import { CODE_BLOCK, COPIED, COPY_FAILED } from './copyMarkup.ts'

/** How long the status line shows what happened. */
const SHOWN_MS = 4000

const cleared = new WeakMap<Element, ReturnType<typeof setTimeout>>()

/**
 * Says in the block of `button` what the clipboard answered (`written`; undefined where there is
 * no clipboard), selecting the code if it refused.
 */
export async function copied(button: Element, written: Promise<void> | undefined): Promise<void> {
  const block = button.closest(`.${CODE_BLOCK}`)
  const code = block?.querySelector('pre')
  const status = block?.querySelector(`[${COPIED}]`)
  if (!code || !status) return
  try {
    await (written ?? Promise.reject())
    say(status, status.getAttribute(COPIED))
  } catch {
    const range = document.createRange()
    range.selectNodeContents(code)
    getSelection()?.removeAllRanges()
    getSelection()?.addRange(range)
    say(status, status.getAttribute(COPY_FAILED))
  }
}

/** Shows and announces `text` for a while; said again, it is announced again. */
function say(status: Element, text: string | null) {
  clearTimeout(cleared.get(status))
  const show = () => {
    status.textContent = text
    cleared.set(
      status,
      setTimeout(() => {
        status.textContent = ''
      }, SHOWN_MS),
    )
  }
  // A live region announces a change: the same words twice in a row need an empty moment between.
  if (status.textContent) {
    status.textContent = ''
    setTimeout(show, 100)
  } else show()
}
