/**
 * "Ask about this" (on a service's card and page: askHref in src/pages/addresses.ts) leads to
 * the home page's form with `?service=<key>`. As the form's island wakes (the form is in view),
 * the message starts with a line naming the service: the content's `services.messageLine`, in
 * the page's language, which travels in the island's props file, not in every page's HTML. The
 * visitor may edit or delete it; it is sent inside the message, the request's body unchanged.
 * What the visitor typed, or a draft put back, is never overwritten: the line is only added, and
 * only when it is not there yet.
 */

/** The query parameter that names the service asked about. */
export const ASK_PARAMETER = 'service'

/** The message with `line` first: unchanged when the line is in it already. */
export const withAskLine = (message: string, line: string): string =>
  message.includes(line) ? message : message ? `${line}\n\n${message}` : `${line}\n`

/**
 * Puts the line of the service the page's address asks about (one of `lines`, by its key) into
 * the message `field`, the visitor's caret kept on their own text; then takes the parameter out
 * of the address, so that a reload does not bring back a line the visitor deleted.
 */
export function askAbout(
  field: HTMLTextAreaElement | null,
  lines: Readonly<Record<string, string>> | undefined,
): void {
  const url = new URL(location.href)
  // A string only: a key such as "constructor" finds what every object has, never a line.
  const line: unknown = lines?.[url.searchParams.get(ASK_PARAMETER) ?? '']
  if (!field || typeof line !== 'string' || !line) return
  const { value, selectionStart, selectionEnd } = field
  const message = withAskLine(value, line)
  if (message !== value) {
    field.value = message
    const moved = message.length - value.length
    if (document.activeElement === field)
      field.setSelectionRange(selectionStart + moved, selectionEnd + moved)
  }
  url.searchParams.delete(ASK_PARAMETER)
  history.replaceState(history.state, '', url)
}
