import { readFile } from 'node:fs/promises'
import { headersForPath } from '../scripts/security-headers.mjs'
import { contactForm } from './contactForm.ts'
import { site } from './content.ts'
import {
  cspViolations,
  expect,
  openPage,
  reply,
  routeProvider,
  test,
  watchCsp,
} from './fixtures.ts'

test.describe('security headers', () => {
  test('the page is served with exactly the headers the build wrote, the same for every host', async ({
    request,
  }) => {
    const netlify = await readFile('dist/_headers', 'utf8')
    const azure = JSON.parse(await readFile('dist/staticwebapp.config.json', 'utf8'))
    const expected = headersForPath(netlify, '/')
    expect(azure.globalHeaders).toEqual(expected)

    const response = await request.get('/')
    for (const [name, value] of Object.entries(expected)) {
      expect(response.headers()[name.toLowerCase()], name).toBe(value)
    }
    const policy = expected['Content-Security-Policy'] ?? ''
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(expected['X-Content-Type-Options']).toBe('nosniff')
    expect(expected['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(expected['Strict-Transport-Security']).toMatch(/max-age=\d{8}/)
    expect(expected['Permissions-Policy']).toContain('camera=()')
  })

  test('under that CSP the page loads, hydrates and sends a message with zero violations', async ({
    page,
    consoleLog,
  }) => {
    await watchCsp(page)
    await routeProvider(page, reply(200, 'OK'))
    await openPage(page)
    const form = contactForm(page)
    await form.fill()
    await form.button.click()
    await expect(form.status).toHaveText(site.contact.successMessage)

    expect(await cspViolations(page)).toEqual([])
    expect(consoleLog.errors).toEqual([])
    expect(consoleLog.warnings).toEqual([])
  })

  test('the CSP really blocks an injected inline script', { tag: '@full' }, async ({ page }) => {
    await openPage(page)
    await page
      .addScriptTag({ content: 'document.body.dataset.injected = "yes"' })
      .catch(() => undefined)
    await expect(page.locator('body')).not.toHaveAttribute('data-injected', 'yes')
  })
})

test.describe('hygiene', () => {
  test('the built files hold no secret, only the public EmailJS key', async () => {
    const { readdir } = await import('node:fs/promises')
    const files = await readdir('dist', { recursive: true })
    for (const file of files.filter((name) => /\.(js|html|json|txt|xml|webmanifest)$/.test(name))) {
      const text = await readFile(`dist/${file}`, 'utf8')
      expect(text, file).not.toMatch(/PRIVATE KEY|private_key|accessToken|access_token|secret/i)
    }
  })
})
