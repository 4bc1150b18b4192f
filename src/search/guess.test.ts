/**
 * The 404 page's first guess: the missing address's words, offered as its search field's query,
 * as the page's loader runs it (its text, written out), whatever the address's shape.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { guessScript, offerGuess } from './guess.ts'

const ID = 'not-found-search-test'

/** The words offered at `path`, by the script's own text, on a site served from `base`. */
function guessedAt(path: string, base = '/') {
  history.replaceState(null, '', path)
  const field = document.createElement('input')
  field.id = ID
  document.body.append(field)
  new Function(guessScript(ID, base.length))()
  field.remove()
  return field.value
}

afterEach(() => history.replaceState(null, '', '/'))

describe('the 404 page’s first guess', () => {
  it('offers the words of the address’s last part, as the example in the issue has them', () => {
    expect(guessedAt('/insights/sharepoint-permisions')).toBe('sharepoint permisions')
    expect(guessedAt('/insights/sharepoint-permisions/')).toBe('sharepoint permisions')
  })

  it('leaves out the site’s base, a language’s prefix, numbers-only parts and a file’s extension', () => {
    expect(guessedAt('/portfolio/pl/insights/why_flows-throtle/', '/portfolio/')).toBe(
      'why flows throtle',
    )
    expect(guessedAt('/blog/2024/05/power-automate.limits.html')).toBe('power automate limits')
    expect(guessedAt('/projects/vendor-onboarding/2024/')).toBe('vendor onboarding')
  })

  it('reads letters written as %-escapes, and keeps an address that does not decode as it is', () => {
    expect(guessedAt('/insights/%C5%82%C3%B3d%C5%BA-gy%C5%91r')).toBe('łódź győr')
    expect(guessedAt('/insights/bad%E0%A4%A')).toBe('bad E0 A4 A')
  })

  it('offers nothing where no part has a letter', () => {
    expect(guessedAt('/')).toBe('')
    expect(guessedAt('/2024/05/')).toBe('')
    expect(guessedAt('/portfolio/', '/portfolio/')).toBe('')
  })

  it('is the function written out, with its arguments and nothing that could end a script', () => {
    expect(guessScript(ID, 1)).toBe(`(${offerGuess})("${ID}",1)`)
    expect(guessScript('</script>', 1)).not.toMatch(/<\/script/i)
  })
})
