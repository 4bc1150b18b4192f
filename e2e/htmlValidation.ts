import { HtmlValidate, metadataHelper } from 'html-validate'

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
