import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { contactForm } from './contactForm.ts'
import { emailConfig, site } from './content.ts'
import { expect, pictureShown, test } from './fixtures.ts'

/** An encoded picture's address: its width and format. */
const encodedFile = /-(\d+)w-[\w-]{8}\.(avif|webp)$/

/** `npm start` as a newcomer runs it: the dev site plus the local email stand-in. */
async function startDevServer(
  env: Record<string, string> = {},
): Promise<{ url: string; output: () => string; stop: () => void }> {
  // --stand-in keeps messages local whatever identifiers the owner has configured.
  const child: ChildProcess = spawn(process.execPath, ['scripts/dev.mjs', '--stand-in'], {
    env: { ...process.env, VITE_EMAILJS_ORIGIN: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += String(chunk)
  })
  child.stderr?.on('data', (chunk) => {
    output += String(chunk)
  })
  const stop = () => child.kill('SIGTERM')
  const url = await expect
    // Vite's first start bundles the dependencies: over a minute on a busy 2-core machine.
    .poll(() => output.match(/Open the site:\s+(\S+)/)?.[1], { timeout: 120_000 })
    .toBeTruthy()
    .then(() => output.match(/Open the site:\s+(\S+)/)?.[1] ?? '')
    .catch((error: unknown) => {
      stop()
      throw error
    })
  return { url, output: () => output, stop }
}

test('npm start: a message sent from the dev site reaches the local stand-in and is printed', async ({
  page,
}) => {
  test.setTimeout(180_000)
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

test('npm start: a page naming pictures not yet encoded answers at once, then reloads to the encoded files', async ({
  page,
}) => {
  // Encoding the sample's pictures from nothing takes minutes on a busy 2-core machine: the
  // test waits for it; it times nothing.
  test.setTimeout(15 * 60_000)
  const cacheDir = await mkdtemp(join(tmpdir(), 'dev-pictures-'))
  const server = await startDevServer({ PICTURE_CACHE_DIR: cacheDir }).catch(async (error) => {
    await rm(cacheDir, { recursive: true, force: true })
    throw error
  })
  try {
    const served: { url: string; type: string }[] = []
    page.on('response', (response) => {
      if (response.url().includes('/assets/'))
        served.push({ url: response.url(), type: response.headers()['content-type'] ?? '' })
    })
    const response = await page.goto(server.url)
    expect(response?.status()).toBe(200)
    const answered = server.output()
    expect(answered).toMatch(/pictures: \d+ new; the page shows their original files/)
    expect(answered, 'the page answered before its pictures were encoded').not.toContain(
      'pictures: ready',
    )
    const pictures = page.locator('.project-image')
    await expect(pictures).toHaveCount(site.projects.items.length)
    // Meanwhile an encoded file's address serves the picture's original file: once a picture has
    // loaded (a lazy picture may not even be asked for by the page's load event).
    await pictureShown(pictures.first())
    const encodedAddress = /\.(avif|webp)$/
    expect(
      served.filter(({ url, type }) => encodedAddress.test(url) && !/avif|webp/.test(type)),
    ).not.toHaveLength(0)

    // The encoder says how far it is, then the page reloads to the encoded files.
    const reloaded = page.waitForEvent('load', { timeout: 14 * 60_000 })
    await expect
      .poll(server.output, { timeout: 14 * 60_000, intervals: [1000] })
      .toContain('pictures: ready; reloading the page')
    await reloaded
    expect(server.output()).toMatch(/pictures: encoded \d+ files of \d+ pictures/)
    // Each picture read once it has loaded what it shows: the reload's `load` event does not wait
    // for a lazy picture, which has no file (currentSrc '') until the browser finds it near the
    // screen, below the fold not before a reader scrolls to it.
    await expect(pictures).toHaveCount(site.projects.items.length)
    for (const picture of await pictures.all()) {
      const url = await pictureShown(picture, encodedFile)
      const file = await page.request.get(url)
      const [, width, format] = encodedFile.exec(url) ?? []
      expect(format, url).toBeTruthy()
      expect(file.headers()['content-type']).toBe(`image/${format}`)
      const metadata = await sharp(await file.body()).metadata()
      expect(metadata.width, url).toBe(Number(width))
    }
  } finally {
    server.stop()
    await rm(cacheDir, { recursive: true, force: true })
  }
})
