/**
 * Placeholders the owner replaces. `sample(value)` marks a value in site.ts as a sample; the
 * build lists every value still marked, with its field path (a warning, or an error in a
 * release build). Replacing a value means dropping the `sample(...)` around it.
 */
const marked = new Set<unknown>()

/** Marks a placeholder. Strings and numbers are marked by value, objects and arrays by identity. */
export function sample<const T>(value: T): T {
  marked.add(value)
  return value
}

export const isSample = (value: unknown): boolean => marked.has(value)

export interface SampleValue {
  /** Where the value sits in the content, e.g. `site.hero.profileLinks[1].href`. */
  path: string
  value: unknown
  /** Why it matters beyond being a sample, e.g. a sample alt text on a replaced picture. */
  note?: string
}

/** Every value in the content that is still marked as a sample, in the order of the file. */
export function findSamples(content: unknown, path = 'site'): SampleValue[] {
  if (isSample(content)) return [{ path, value: content }]
  if (Array.isArray(content))
    return content.flatMap((item, index) => findSamples(item, `${path}[${index}]`))
  if (content !== null && typeof content === 'object') {
    const found = Object.entries(content).flatMap(([key, value]) =>
      findSamples(value, `${path}.${key}`),
    )
    // A picture the owner replaced that still carries the sample's description misleads
    // every visitor who cannot see it.
    if ('file' in content && 'alt' in content && !isSample(content.file) && isSample(content.alt)) {
      const alt = found.find((sample) => sample.path === `${path}.alt`)
      if (alt) alt.note = 'the picture was replaced but its alt text is still the sample’s'
    }
    return found
  }
  return []
}

/** One line per sample value, for the build's report. */
export function describeSamples(samples: readonly SampleValue[]): string {
  return samples
    .map(({ path, value, note }) => {
      const shown = typeof value === 'object' ? '(the sample list)' : JSON.stringify(value)
      return `  ${path}: ${shown.length > 70 ? `${shown.slice(0, 67)}...` : shown}${note ? ` (${note})` : ''}`
    })
    .join('\n')
}
