import { describe, expect, it } from 'vitest'
import {
  azureStaticWebAppConfig,
  contentSecurityPolicy,
  headersForPath,
  IMMUTABLE_CACHE,
  NOT_FOUND_PAGE,
  netlifyHeadersFile,
  REVALIDATE_CACHE,
  redirectsFile,
  securityHeaders,
} from './security-headers.mjs'

const page = {
  styleHashes: ['sha256-style'],
  connectOrigins: ['https://api.emailjs.com'],
}

describe('contentSecurityPolicy', () => {
  it('runs only the site’s own script files and inline scripts by hash, allows inline style only by hash, never unsafe-inline or unsafe-eval', () => {
    expect(contentSecurityPolicy(page)).toContain("script-src 'self';")
    const policy = contentSecurityPolicy({ ...page, scriptHashes: ['sha256-loader'] })
    expect(policy).toContain("script-src 'self' 'sha256-loader';")
    expect(policy).toContain("style-src 'self' 'sha256-style'")
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com")
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
  })

  it('allows Google’s reCAPTCHA hosts only when the owner enabled the checkbox', () => {
    const without = contentSecurityPolicy(page)
    expect(without).not.toContain('google')
    expect(without).toContain("frame-src 'none'")
    const withCheckbox = contentSecurityPolicy({ ...page, recaptcha: true })
    expect(withCheckbox).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
    )
    expect(withCheckbox).toContain(
      'frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;',
    )
    expect(withCheckbox).not.toMatch(/unsafe-inline|unsafe-eval/)
  })

  it('names the visit counter only where visits are counted, in img-src alone, in headers and <meta> alike', () => {
    const counter = 'https://yourcode.goatcounter.com/count'
    for (const options of [{}, { forMetaElement: true }]) {
      expect(contentSecurityPolicy(page, options)).not.toContain('goatcounter')
      const policy = contentSecurityPolicy({ ...page, counter }, options)
      const directives = policy.split('; ').filter((directive) => directive.includes(counter))
      expect(directives).toEqual([`img-src 'self' data: ${counter}`])
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
    }
    const headers = securityHeaders({ ...page, counter })
    const written = headersForPath(netlifyHeadersFile(headers), NOT_FOUND_PAGE)
    expect(written['Content-Security-Policy']).toContain(counter)
    expect(JSON.parse(azureStaticWebAppConfig(headers)).globalHeaders).toEqual(written)
  })

  it('keeps every directive the site requires', () => {
    const policy = contentSecurityPolicy(page)
    for (const directive of [
      "default-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(policy).toContain(directive)
    }
  })

  it('leaves frame-ancestors out of the <meta> variant, where browsers ignore it', () => {
    const policy = contentSecurityPolicy(page, { forMetaElement: true })
    expect(policy).not.toContain('frame-ancestors')
    expect(policy).toContain("script-src 'self';")
  })
})

describe('securityHeaders', () => {
  it('refuses framing, and asks for no renderer process of its own (no Cross-Origin-Opener-Policy)', () => {
    const headers = securityHeaders(page)
    expect(headers['X-Frame-Options']).toBe('DENY')
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain(
      'cross-origin-opener-policy',
    )
  })
})

describe('the header files', () => {
  const headers = securityHeaders(page)
  const netlify = netlifyHeadersFile(headers)
  const azure = JSON.parse(azureStaticWebAppConfig(headers))

  it('write the same headers for Netlify/Cloudflare and for Azure Static Web Apps', () => {
    const htmlHeaders = { ...headers, 'Cache-Control': REVALIDATE_CACHE }
    expect(headersForPath(netlify, '/')).toEqual(htmlHeaders)
    expect(azure.globalHeaders).toEqual(htmlHeaders)
  })

  it('cache hashed assets forever, and set each header once per path', () => {
    expect(headersForPath(netlify, '/assets/index-abc.js')).toEqual({
      ...headers,
      'Cache-Control': IMMUTABLE_CACHE,
    })
    const lines = netlify.split('\n')
    const cacheRulePaths = lines.flatMap((line, index) =>
      line.trim().startsWith('Cache-Control:') ? [lines[index - 1]] : [],
    )
    // Cache-Control is never set by "/*", so no path gets it from two rules.
    expect(cacheRulePaths).not.toContain('/*')
    expect(new Set(cacheRulePaths).size).toBe(cacheRulePaths.length)
  })
})

describe('Netlify and Cloudflare Pages (_headers, matched by the requested path)', () => {
  const headers = securityHeaders(page)
  const netlify = netlifyHeadersFile(headers)

  it('revalidate the HTML pages on every visit, the 404 page included', () => {
    for (const path of ['/', '/index.html', NOT_FOUND_PAGE]) {
      expect(headersForPath(netlify, path), path).toEqual({
        ...headers,
        'Cache-Control': REVALIDATE_CACHE,
      })
    }
    expect(REVALIDATE_CACHE).toBe('no-cache')
  })

  it('send every security header, CSP included, with the 404 page served at a missing URL', () => {
    for (const path of ['/no-such-page', '/projects/old-project', '/404', '/a/b/c.html']) {
      const served = headersForPath(netlify, path)
      expect(served, path).toMatchObject(headers)
      // The hosts' own default for HTML (max-age=0, must-revalidate), never the assets' year.
      expect(served['Cache-Control'], path).toBeUndefined()
    }
  })

  it('cache any file under /assets/ for a year as immutable: scripts, styles and every image format', () => {
    for (const file of [
      'index-DI0OA0tT.js',
      'index-B1x2y3z4.css',
      'screenshot-480w-Ab12Cd34.avif',
      'screenshot-1080w-Ab12Cd34.webp',
      'screenshot-1600w-Ab12Cd34.png',
      'photo-Ab12Cd34.jpg',
      'project-management-BaagnQMe.svg',
      'nested/folder/picture-Zz99.avif',
    ]) {
      expect(headersForPath(netlify, `/assets/${file}`)['Cache-Control'], file).toBe(
        'public, max-age=31536000, immutable',
      )
    }
  })

  it('revalidate the CV’s files, whose addresses stay when their content changes', () => {
    const stable = ['/portfolio/cv/zoe-cv.pdf', '/portfolio/pl/cv/resume.json']
    const file = netlifyHeadersFile(headers, '/portfolio/', { stable })
    for (const path of stable)
      expect(headersForPath(file, path), path).toEqual({
        ...headers,
        'Cache-Control': REVALIDATE_CACHE,
      })
    expect(headersForPath(file, '/portfolio/cv/other.pdf')['Cache-Control']).toBeUndefined()
  })

  it('leave other files at the root to the host default, which revalidates', () => {
    for (const path of ['/favicon.svg', '/og-image.png', '/robots.txt', '/assets-list.txt']) {
      expect(headersForPath(netlify, path)['Cache-Control'], path).toBeUndefined()
    }
  })
})

describe('Azure Static Web Apps (staticwebapp.config.json)', () => {
  const headers = securityHeaders(page)
  const azure = JSON.parse(azureStaticWebAppConfig(headers))

  it("answers a missing URL with the site's 404 page and keeps the status 404", () => {
    expect(azure.responseOverrides).toEqual({ 404: { rewrite: NOT_FOUND_PAGE } })
    expect(azure.responseOverrides[404].statusCode).toBeUndefined()
    expect(azure.navigationFallback).toBeUndefined()
  })

  it('overrides the revalidating global Cache-Control for every file under /assets/', () => {
    expect(azure.globalHeaders['Cache-Control']).toBe(REVALIDATE_CACHE)
    expect(azure.routes).toEqual([
      { route: '/assets/*', headers: { 'Cache-Control': IMMUTABLE_CACHE } },
    ])
  })

  it('revalidates the CV’s files by a route of their own, before the assets’ year', () => {
    const stable = ['/cv/zoe-cv.pdf', '/cv/resume.json']
    const config = JSON.parse(azureStaticWebAppConfig(headers, '/', { stable }))
    expect(config.routes.slice(0, 2)).toEqual(
      stable.map((route) => ({ route, headers: { 'Cache-Control': REVALIDATE_CACHE } })),
    )
  })

  it('names the content type of the modern image formats', () => {
    expect(azure.mimeTypes['.avif']).toBe('image/avif')
    expect(azure.mimeTypes['.webp']).toBe('image/webp')
  })
})

describe('the hosts’ redirect rules', () => {
  const redirects = [{ from: 'insights/old-name/', to: 'insights/new-name/' }]

  it('Netlify and Cloudflare Pages: a 301 from the old address, with and without its slash, under the base', () => {
    expect(redirectsFile(redirects, '/portfolio/')).toBe(
      '/portfolio/insights/old-name/ /portfolio/insights/new-name/ 301\n/portfolio/insights/old-name /portfolio/insights/new-name/ 301\n',
    )
  })

  it('Azure Static Web Apps: a 301 route for each, before any other route', () => {
    const config = JSON.parse(azureStaticWebAppConfig({}, '/portfolio/', { redirects }))
    expect(config.routes.slice(0, 2)).toEqual([
      {
        route: '/portfolio/insights/old-name/',
        redirect: '/portfolio/insights/new-name/',
        statusCode: 301,
      },
      {
        route: '/portfolio/insights/old-name',
        redirect: '/portfolio/insights/new-name/',
        statusCode: 301,
      },
    ])
  })
})
