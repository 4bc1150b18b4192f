import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, layoutShifts, openPage, recordLayoutShifts, test } from './fixtures.ts'

/**
 * A busy browser, or a slow network, can paint the page before all of its HTML has arrived.
 * Here the page arrives in two parts, cut inside the hero, with a pause between them: the first
 * paint must still show the whole hero, so nothing in it moves when the rest arrives (the hero's
 * columns are centred, so any half-painted column would move by half of what arrives later).
 */
const CUTS = [
  '<div class="hero-visual',
  '<ul class="profile-links',
  '<span class="code-property">',
  '<p class="tagline-card"',
]

let server: Server
let origin = ''
let cut = ''

test.beforeAll(async ({ baseURL }) => {
  server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', baseURL))
    const body = Buffer.from(await upstream.arrayBuffer())
    const type = upstream.headers.get('content-type') ?? ''
    response.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' })
    const html = body.toString('utf8')
    const at = request.url === '/' && cut ? html.indexOf(cut) : -1
    if (at < 0) {
      response.end(body)
      return
    }
    response.write(html.slice(0, at))
    setTimeout(() => response.end(html.slice(at)), 500)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

for (const screen of [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
  { name: 'phone', viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625 },
]) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor })

    for (const at of CUTS) {
      test(`nothing shifts when the page arrives cut before ${at}`, async ({ page }) => {
        cut = at
        await recordLayoutShifts(page)
        const html = await (await fetch(`${origin}/`)).text()
        expect(html, `the page has ${at}`).toContain(at)
        await openPage(page, `${origin}/`)
        const shifts = await layoutShifts(page)
        expect(shifts).toEqual([])
      })
    }
  })
}
