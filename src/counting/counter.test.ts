import { afterEach, describe, expect, it, vi } from 'vitest'
import { site } from '../content/site.ts'
import type { SiteContent } from '../content/types.ts'
import { COUNTER_FIELD, counterEndpoint, notFoundCountScript, withCounter } from './counter.ts'

const counting = (goatcounter: string): SiteContent => ({
  ...site,
  analytics: { goatcounter: goatcounter as `https://${string}` },
})

describe('counterEndpoint', () => {
  it('is off when the content names no counter, as the sample content does', () => {
    const { analytics: _none, ...without }: SiteContent = site
    expect(counterEndpoint(without)).toBeUndefined()
  })

  it("counts at the /count address of a hosted or self-hosted GoatCounter site's origin", () => {
    expect(counterEndpoint(counting('https://yourcode.goatcounter.com'))).toBe(
      'https://yourcode.goatcounter.com/count',
    )
    expect(counterEndpoint(counting('https://stats.example.org:8443'))).toBe(
      'https://stats.example.org:8443/count',
    )
  })

  it('refuses anything but an https origin alone, naming the file and the field', () => {
    for (const [address, hint] of [
      ['http://yourcode.goatcounter.com', 'https://'],
      ['https://yourcode.goatcounter.com/count', 'fragment: https://yourcode.goatcounter.com (got'],
      ['https://yourcode.goatcounter.com/', 'write it as https://yourcode.goatcounter.com (got'],
      ['https://yourcode.goatcounter.com?site=1', 'leave out the path, query'],
      ['https://yourcode.goatcounter.com#x', 'leave out the path, query'],
      ['https://me:secret@yourcode.goatcounter.com', 'user name'],
      ['https://YourCode.GoatCounter.com', 'write it as https://yourcode.goatcounter.com (got'],
      ['yourcode.goatcounter.com', 'not an address'],
    ] as const) {
      expect(() => counterEndpoint(counting(address)), address).toThrow(COUNTER_FIELD)
      expect(() => counterEndpoint(counting(address)), address).toThrow(hint)
      expect(() => counterEndpoint(counting(address)), address).toThrow(`"${address}"`)
    }
    expect(COUNTER_FIELD).toContain('src/content/site.ts')
  })

  it('names the build option, when the address came from it', () => {
    expect(() => counterEndpoint(counting('http://x.goatcounter.com'), '--goatcounter')).toThrow(
      /^--goatcounter must be/,
    )
  })
})

describe('withCounter', () => {
  it('turns counting on for one build, and leaves the content as it is without an address', () => {
    expect(withCounter(site, undefined)).toBe(site)
    expect(counterEndpoint(withCounter(site, 'https://x.goatcounter.com'))).toBe(
      'https://x.goatcounter.com/count',
    )
  })
})

describe("the 404 page's counting script", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'doNotTrack')
    history.replaceState(null, '', '/')
  })
  const asked = () => {
    const addresses: string[] = []
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation((value) => {
      addresses.push(value)
    })
    return addresses
  }

  it('run on its own, counts the missing address and the page title, nothing of its query', () => {
    history.replaceState(null, '', '/old/page?token=abc#top')
    document.title = site.notFound.title
    const addresses = asked()
    new Function(notFoundCountScript('https://x.goatcounter.com/count'))()
    expect(addresses).toHaveLength(1)
    const url = new URL(addresses[0] ?? '')
    expect(`${url.origin}${url.pathname}`).toBe('https://x.goatcounter.com/count')
    expect(url.searchParams.get('p')).toBe('/old/page')
    expect(url.searchParams.get('t')).toBe(site.notFound.title)
    expect(url.href).not.toContain('abc')
  })

  it('counts nothing when the browser sends Do Not Track', () => {
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, get: () => '1' })
    const addresses = asked()
    new Function(notFoundCountScript('https://x.goatcounter.com/count'))()
    expect(addresses).toEqual([])
  })

  it('cannot end the script element it is written in', () => {
    expect(notFoundCountScript('https://x.goatcounter.com/count')).not.toMatch(/<\/script/i)
  })
})
