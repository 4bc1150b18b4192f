import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import { Island } from './Island.tsx'
import { PROPS, PROPS_FILE } from './markup.ts'
import { movePropsToFiles } from './propsFiles.ts'

/** An island that shows only how many words it has: the words themselves are its script's. */
function Words({ words }: { words: string[] }) {
  return <p>{words.length}</p>
}

// The contact form's own words, the largest props a page carries, with a "<" that must not
// end the element early.
const words = [...Object.values(site.contact.failureHints), `${site.contact.errorMessage} </p><`]
const page = renderToString(
  <main>
    <Island name="viewer" when="intent" component={Words} props={{ words: [site.navbar.label] }} />
    <Island name="contact" when="visible" component={Words} props={{ words }} />
  </main>,
)
const fileFor = (island: string, text: string) => `assets/${island}-props-${text.length}.json`

describe('movePropsToFiles', () => {
  it('moves each island’s props to the file it names, whole, and leaves their element empty, naming its address under the base', () => {
    const { html, files } = movePropsToFiles(page, '/portfolio/', fileFor)
    expect(files.map(({ fileName, text }) => [fileName, JSON.parse(text)])).toEqual([
      [expect.stringMatching(/^assets\/viewer-props-\d+\.json$/), { words: [site.navbar.label] }],
      [expect.stringMatching(/^assets\/contact-props-\d+\.json$/), { words }],
    ])
    for (const { fileName } of files)
      expect(html).toContain(
        `<script type="application/json" ${PROPS}="${fileName.split('-')[0]?.replace('assets/', '')}" ${PROPS_FILE}="/portfolio/${fileName}"></script>`,
      )
    for (const hint of Object.values(site.contact.failureHints)) expect(html).not.toContain(hint)
    // The islands' own HTML stays as rendered.
    expect(html.replace(/<script[^>]*><\/script>/g, '')).toBe(
      page.replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/g, ''),
    )
  })

  it('leaves a page without islands as it was', () => {
    const plain = '<main><p>No island here</p></main>'
    expect(movePropsToFiles(plain, '/', fileFor)).toEqual({ html: plain, files: [] })
  })
})
