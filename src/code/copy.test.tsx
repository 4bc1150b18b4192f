/**
 * A code block's copy button, as the copy module runs it: the block's code (without the line
 * break Markdown ends it with) goes to the clipboard and the status line says so; where the
 * browser refuses, the code is selected and the status line says how to copy it.
 */
import { render, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Markdown } from '../components/Markdown.tsx'
import { parseCaseStudy } from '../content/caseStudy.ts'
import { site } from '../content/site.ts'
import { copy } from './copy.ts'

const labels = { ...site.caseStudies, newTabNotice: site.newTabNotice }
const CODE = 'SigninLogs\n| where ResultType != "0"\n| summarize count() by UserPrincipalName'

function renderBlock() {
  const { body } = parseCaseStudy(
    'story',
    `---\nsummary: S.\n---\n\`\`\`kql\n${CODE}\n\`\`\`\n`,
    'en',
  )
  const { container } = render(
    <Markdown body={body} topHeading={2} labels={labels} picture={() => null} />,
  )
  const button = container.querySelector('[data-copy]')
  const status = container.querySelector('[role="status"]')
  if (!button || !status) throw new Error('No copy button or status line')
  return { button, status, pre: container.querySelector('pre') }
}

const withClipboard = (writeText: (text: string) => Promise<void>) =>
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })

describe('copy', () => {
  it('puts the block’s code on the clipboard and says so, then clears the status line', async () => {
    const copied: string[] = []
    withClipboard(async (text) => void copied.push(text))
    const { button, status } = renderBlock()
    vi.useFakeTimers()
    try {
      await copy(button)
      expect(copied).toEqual([CODE])
      expect(status).toHaveTextContent(labels.copiedLabel)
      // Said again: emptied a moment first, so a screen reader hears it again.
      await copy(button)
      expect(status).toBeEmptyDOMElement()
      await vi.advanceTimersByTimeAsync(200)
      expect(status).toHaveTextContent(labels.copiedLabel)
      await vi.advanceTimersByTimeAsync(5000)
      expect(status).toBeEmptyDOMElement()
    } finally {
      vi.useRealTimers()
    }
  })

  it('selects the code for the keyboard when the clipboard is refused, and says so', async () => {
    withClipboard(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError')
    })
    const { button, status, pre } = renderBlock()
    await copy(button)
    await waitFor(() => expect(status).toHaveTextContent(labels.copyFailedLabel))
    expect(getSelection()?.toString()).toBe(pre?.textContent)
    expect(getSelection()?.toString()).toContain(CODE)
  })

  it('selects the code where there is no clipboard at all (an address that is not secure)', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
    const { button, status } = renderBlock()
    await copy(button)
    expect(status).toHaveTextContent(labels.copyFailedLabel)
    expect(getSelection()?.toString()).toContain(CODE)
  })
})
