import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPreferring } from './ports.mjs'
import { CONTENT_TYPES, startStaticServer } from './serve.mjs'

let root: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'serve-test-'))
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe('the local static server', () => {
  it('serves a site under its base path as GitHub Pages does: its 404 page at any depth', async () => {
    await writeFile(join(root, 'index.html'), 'home')
    await writeFile(join(root, '404.html'), 'not found')
    const server = await startStaticServer({ root, headersFile: '', base: '/portfolio/' })
    try {
      const get = (path: string) => fetch(`${server.origin}${path}`, { redirect: 'manual' })
      expect(await (await get('/portfolio/')).text()).toBe('home')
      const bare = await get('/portfolio')
      expect([bare.status, bare.headers.get('location')]).toEqual([301, '/portfolio/'])
      for (const missing of ['/portfolio/a/b/c', '/portfolio/assets/x.js', '/index.html', '/']) {
        const response = await get(missing)
        expect([missing, response.status, await response.text()]).toEqual([
          missing,
          404,
          'not found',
        ])
      }
    } finally {
      await server.close()
    }
  })

  it('names the MIME type of every file the build and the picture pipeline emit', async () => {
    const extensions = [
      '.html',
      '.js',
      '.css',
      '.svg',
      '.png',
      '.jpg',
      '.jpeg',
      '.webp',
      '.avif',
      '.pdf',
    ]
    await Promise.all(extensions.map((extension) => writeFile(join(root, `file${extension}`), 'x')))
    const server = await startStaticServer({ root, headersFile: '' })
    try {
      for (const extension of extensions) {
        const response = await fetch(`${server.origin}/file${extension}`)
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe(
          CONTENT_TYPES[extension as keyof typeof CONTENT_TYPES],
        )
        expect(response.headers.get('content-type')).not.toBe('application/octet-stream')
      }
    } finally {
      await server.close()
    }
  })

  it('moves to a free port when the preferred one is taken, and says it did', async () => {
    const holder = createServer()
    await new Promise<void>((done) => holder.listen(0, '127.0.0.1', done))
    const address = holder.address()
    const taken = typeof address === 'object' && address ? address.port : 0
    try {
      const server = await startPreferring(
        (port) => startStaticServer({ root, port, headersFile: '' }),
        taken,
      )
      try {
        expect(server.preferredPortTaken).toBe(true)
        expect(new URL(server.origin).port).not.toBe(String(taken))
        expect((await fetch(`${server.origin}/file.html`)).status).toBe(200)
      } finally {
        await server.close()
      }
    } finally {
      holder.close()
    }
  })
})

describe('a missing URL on the local server', () => {
  it("answers 404 with the site's own page and that page's headers, as the hosts do", async () => {
    await writeFile(join(root, '404.html'), '<!doctype html><title>Page not found</title>')
    const rules = '/*\n  X-Frame-Options: DENY\n/404.html\n  Cache-Control: no-cache\n'
    const server = await startStaticServer({ root, headersFile: rules })
    try {
      for (const path of ['/no-such-page', '/assets/missing.js']) {
        const response = await fetch(`${server.origin}${path}`)
        expect(response.status, path).toBe(404)
        expect(response.headers.get('content-type'), path).toBe(CONTENT_TYPES['.html'])
        expect(response.headers.get('x-frame-options'), path).toBe('DENY')
        expect(response.headers.get('cache-control'), path).toBe('no-cache')
        expect(await response.text(), path).toContain('Page not found')
      }
    } finally {
      await server.close()
      await rm(join(root, '404.html'))
    }
  })

  it('gives a test server’s HTML rewrite to the 404 page too', async () => {
    await writeFile(join(root, '404.html'), '<!doctype html><head><title>Page not found</title>')
    const server = await startStaticServer({
      root,
      headersFile: '',
      rewriteHtml: (html) => html.replace('<head>', '<head><script src="/recorder.js"></script>'),
    })
    try {
      const response = await fetch(`${server.origin}/no-such-page`)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe(
        '<!doctype html><head><script src="/recorder.js"></script><title>Page not found</title>',
      )
    } finally {
      await server.close()
      await rm(join(root, '404.html'))
    }
  })
})
