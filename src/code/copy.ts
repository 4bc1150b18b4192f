/**
 * A code block's copy button (./copyMarkup.ts). No island and no React: the boot script
 * (src/islands/boot.ts) loads this module on a visitor's first sign of intent on a button
 * (pointer down, focus, a key), and hands it the button's clicks; a page whose visitor never
 * reaches for one runs none of it.
 *
 * The code goes to the clipboard, and the block's status line (a polite live region) says so.
 * Where the browser refuses (no permission, an address that is not secure, or Safari once the
 * click's moment has passed), the code is selected instead, and the status line says to copy it
 * with the keyboard.
 */
import { CODE_BLOCK, COPIED, COPY_FAILED } from './copyMarkup.ts'

/** How long the status line shows what happened. */
const SHOWN_MS = 4000

const cleared = new WeakMap<Element, ReturnType<typeof setTimeout>>()

/** Copies the code of the block `button` is in, and says what happened in its status line. */
export async function copy(button: Element): Promise<void> {
  const block = button.closest(`.${CODE_BLOCK}`)
  const code = block?.querySelector('pre')
  const status = block?.querySelector(`[${COPIED}]`)
  if (!code || !status) return
  try {
    // The line break Markdown ends every block with stays out: pasted into a shell, it would
    // run the last line at once.
    await navigator.clipboard.writeText((code.textContent ?? '').replace(/\n$/, ''))
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
