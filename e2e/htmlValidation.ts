import { execFile } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { HtmlValidate, metadataHelper } from 'html-validate'

const run = promisify(execFile)

/**
 * html-validate's findings for a built page, one line each. "standard" is "recommended" without
 * the rules about markup style (self-closing void elements, boolean attribute spelling), which
 * React's serializer decides, not us.
 */
export async function htmlValidationMessages(path: string): Promise<string[]> {
  const validator = new HtmlValidate({
    extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
    // HTML allows blocking="render" on <link rel="expect"> (the first paint waits for the whole
    // hero); html-validate's metadata only knows it on stylesheets and preloads.
    elements: [
      'html5',
      {
        link: {
          attributes: {
            blocking: {
              allowed: metadataHelper.allowedIfAttributeHasValue('rel', [
                'stylesheet',
                'expect',
                'preload',
                'modulepreload',
              ]),
            },
          },
        },
      },
    ],
  })
  const report = await validator.validateFile(path)
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
    ),
  )
}

/** Every page a build wrote (the home page, each case study, the 404 page), under `dir`. */
export async function builtPages(dir = 'dist'): Promise<string[]> {
  const files = await readdir(dir, { recursive: true })
  return files
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file))
    .sort()
}

/**
 * Errors the Nu Html Checker reports where its own rules lag the HTML and CSS standards: each
 * matches one message, and where that message is generic, the markup it points at.
 * - `blocking="render"` on `<link rel="expect">` (HTML's render-blocking until an element is
 *   parsed; the checker knows `blocking` only on stylesheets);
 * - container queries (`container-type`, `@container`, the `cqi` unit), and view transitions'
 *   `view-transition-name`, which its CSS checker predates.
 */
const NU_CHECKER_GAPS: { message: RegExp; extract?: RegExp }[] = [
  {
    message: /^A “link” element with a “blocking” attribute must have a “rel” attribute/,
    extract: /rel="expect"/,
  },
  { message: /^CSS: “container-type”: Property “container-type” doesn't exist\.$/ },
  { message: /^CSS: Unrecognized at-rule “@container”$/ },
  { message: /^CSS: “view-transition-name”: Property “view-transition-name” doesn't exist\.$/ },
  { message: /^CSS: “[a-z-]+”: Parse Error\.$/, extract: /[\d.]cq(i|b|w|h|min|max)\b/ },
]

interface NuMessage {
  type: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

/**
 * The W3C's Nu Html Checker (vnu-jar, run with Java 17+) on every page in `paths`, in one run
 * (Java takes seconds to start): its errors, one line each, "file:line message". Warnings and
 * notes are left out (React writes void elements as `<img/>`, which it notes); so are the
 * checker's known gaps (NU_CHECKER_GAPS).
 */
export async function nuCheckerErrors(paths: readonly string[]): Promise<string[]> {
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
  const { stdout, stderr } = await run('java', [
    '-jar',
    jar,
    '--format',
    'json',
    '--errors-only',
    '--exit-zero-always',
    ...paths,
  ])
  const { messages } = JSON.parse(stderr || stdout) as { messages: NuMessage[] }
  return messages
    .filter(
      ({ message, extract = '' }) =>
        !NU_CHECKER_GAPS.some(
          (gap) => gap.message.test(message) && (gap.extract?.test(extract) ?? true),
        ),
    )
    .map(
      ({ url = '', lastLine, message }) =>
        `${relative(process.cwd(), fileURLToPath(url.replace(/^file:(?!\/\/)/, 'file://')))}:${lastLine ?? '?'} ${message}`,
    )
}
