import { describe, expect, it } from 'vitest'
import {
  azureStaticWebAppConfig,
  contentSecurityPolicy,
  headersForPath,
  IMMUTABLE_CACHE,
  netlifyHeadersFile,
  securityHeaders,
} from './security-headers.mjs'

const page = {
  scriptHashes: ['sha256-script'],
  styleHashes: ['sha256-style'],
  connectOrigins: ['https://api.emailjs.com'],
}

describe('contentSecurityPolicy', () => {
  it('allows inline code only by hash, never unsafe-inline or unsafe-eval', () => {
    const policy = contentSecurityPolicy(page)
    expect(policy).toContain("script-src 'self' 'sha256-script'")
    expect(policy).toContain("style-src 'self' 'sha256-style'")
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com")
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
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
    expect(policy).toContain("script-src 'self' 'sha256-script'")
  })
})

describe('the header files', () => {
  const headers = securityHeaders(page)

  it('write the same headers for Netlify/Cloudflare and for Azure Static Web Apps', () => {
    const netlify = netlifyHeadersFile(headers)
    const azure = JSON.parse(azureStaticWebAppConfig(headers))
    expect(headersForPath(netlify, '/')).toEqual(headers)
    expect(azure.globalHeaders).toEqual(headers)
  })

  it('cache hashed assets forever, and set each header once per path', () => {
    const netlify = netlifyHeadersFile(headers)
    expect(headersForPath(netlify, '/assets/index-abc.js')).toEqual({
      ...headers,
      'Cache-Control': IMMUTABLE_CACHE,
    })
    expect(headersForPath(netlify, '/index.html')['Cache-Control']).toBeUndefined()
  })
})
