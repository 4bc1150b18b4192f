import { type ChildProcess, spawn } from 'node:child_process'
import { contactForm } from './contactForm.ts'
import { emailConfig, site } from './content.ts'
import { expect, test } from './fixtures.ts'

/** `npm start` as a newcomer runs it: the dev site plus the local email stand-in. */
async function startDevServer(): Promise<{ url: string; output: () => string; stop: () => void }> {
  // --stand-in keeps messages local whatever identifiers the owner has configured.
  const child: ChildProcess = spawn(process.execPath, ['scripts/dev.mjs', '--stand-in'], {
    env: { ...process.env, VITE_EMAILJS_ORIGIN: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += String(chunk)
  })
  child.stderr?.on('data', (chunk) => {
    output += String(chunk)
  })
  const url = await expect
    .poll(() => output.match(/Open the site:\s+(\S+)/)?.[1], { timeout: 30_000 })
    .toBeTruthy()
    .then(() => output.match(/Open the site:\s+(\S+)/)?.[1] ?? '')
  return { url, output: () => output, stop: () => child.kill('SIGTERM') }
}

test('npm start: a message sent from the dev site reaches the local stand-in and is printed', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const server = await startDevServer()
  try {
    expect(server.output()).toMatch(/Messages go to:\s+the local email stand-in/)
    await page.goto(server.url)
    await expect(page.locator('.app')).toHaveClass(/\bloaded\b/)
    const form = contactForm(page)
    await form.fill({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'Can you build us a SharePoint intranet?',
    })
    await form.button.click()
    await expect(form.status).toHaveText(site.contact.successMessage)
    await expect.poll(server.output).toContain('From:    Grace Hopper <grace@example.com>')
    expect(server.output()).toContain(
      `Service: ${emailConfig.serviceId}   Template: ${emailConfig.templateId}`,
    )
    expect(server.output()).toContain('Can you build us a SharePoint intranet?')
  } finally {
    server.stop()
  }
})
