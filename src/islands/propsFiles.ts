import { PROPS, PROPS_FILE } from './markup.ts'

/** A file of island props for the build to publish, at `fileName` under the site's folder. */
export interface PropsFile {
  fileName: string
  text: string
}

/**
 * The element Island.tsx renders for an island's props ("<" is escaped in the JSON:
 * serializeProps); propsFiles.test.tsx renders through Island, so the two cannot drift apart.
 */
const PROPS_ELEMENT = new RegExp(
  `<script type="application/json" ${PROPS}="([a-z]+)">([^<]*)</script>`,
  'g',
)

/**
 * Moves each island's props out of a built page into a file of their own, and leaves the
 * element empty, naming the file's address: the boot script fetches it as the island wakes,
 * beside the island's code, and prefetches it once the page is idle. What a page carries for its
 * scripts then never decides whether its HTML fits the first round trip
 * (docs/decisions/pages.md). `fileFor` names the file from the island and its props' text (the
 * build: under assets/, by content hash, so that pages whose island has the same props, the
 * form's words in one language, share one file cached for a year); `base` is the site's folder.
 */
export function movePropsToFiles(
  html: string,
  base: string,
  fileFor: (island: string, text: string) => string,
): { html: string; files: PropsFile[] } {
  const files: PropsFile[] = []
  const moved = html.replace(PROPS_ELEMENT, (_, name: string, text: string) => {
    const fileName = fileFor(name, text)
    files.push({ fileName, text })
    return `<script type="application/json" ${PROPS}="${name}" ${PROPS_FILE}="${base}${fileName}"></script>`
  })
  return { html: moved, files }
}
