/**
 * A code block's copy button past the click (the boot script writes the clipboard within the
 * click, src/islands/boot.test.ts): the status line says the code was copied; where the browser
 * refused, or has no clipboard, the code is selected and the status line says how to copy it.
 */
import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Markdown } from '../components/Markdown.tsx'
import { parseCaseStudy } from '../content/caseStudy.ts'
import { site } from '../content/site.ts'
import { copied } from './copy.ts'

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

const refused = () =>
  Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))

describe('copied', () => {
  it('says the code was copied, then clears the status line; said again, it is heard again', async () => {
    const { button, status, pre } = renderBlock()
    expect(pre?.textContent).toBe(CODE)
    vi.useFakeTimers()
    try {
      await copied(button, Promise.resolve())
      expect(status).toHaveTextContent(labels.copiedLabel)
      await copied(button, Promise.resolve())
      expect(status).toBeEmptyDOMElement()
      await vi.advanceTimersByTimeAsync(200)
      expect(status).toHaveTextContent(labels.copiedLabel)
      await vi.advanceTimersByTimeAsync(5000)
      expect(status).toBeEmptyDOMElement()
    } finally {
      vi.useRealTimers()
    }
  })

  it('selects the code for the keyboard when the clipboard refused, and says so', async () => {
    const { button, status } = renderBlock()
    await copied(button, refused())
    expect(status).toHaveTextContent(labels.copyFailedLabel)
    expect(getSelection()?.toString()).toBe(CODE)
  })

  it('selects the code where there is no clipboard at all (an address that is not secure)', async () => {
    const { button, status } = renderBlock()
    await copied(button, undefined)
    expect(status).toHaveTextContent(labels.copyFailedLabel)
    expect(getSelection()?.toString()).toBe(CODE)
  })
})
