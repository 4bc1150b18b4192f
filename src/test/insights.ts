/**
 * The content's articles in its default language alone (`<name>.md`): a copy of the project
 * with a second language holds their translations too (`<name>.pl.md`), which a test adds
 * itself where it needs one.
 */
import { insightFiles as everyFile } from '../content/insights.ts'

export const insightFiles: Record<string, string> = Object.fromEntries(
  Object.entries(everyFile).filter(([file]) => !file.includes('.')),
)
