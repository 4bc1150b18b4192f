/**
 * Where the owner has worked, and the CV made from the same content: the section after My Work
 * (newest first, readable without a script and at 320 px), the links to the CV's PDF with the
 * Word file and the page beside it as the owner offers them, each file as it is served, the
 * CV's page as it reads on screen and as it prints. Every expectation comes from the content.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { unzipSync } from 'fflate'
import { cvDetails } from '../src/components/CvLink.tsx'
import { formatPeriod } from '../src/content/months.ts'
import { THEME_SCRIPT } from '../src/document/themeScript.ts'
import { cvFilePaths } from '../src/pages/addresses.ts'
import { base, cvModel, cvPaths, madeCv, rolesNewestFirst, site } from './content.ts'
import {
  cspViolations,
  expect,
  FIRST_LOAD_SCRIPT_BYTES,
  isPrefetch,
  openPage,
  runningInlineScripts,
  test,
  watchCsp,
} from './fixtures.ts'

const experience = site.experience
const sectionId = site.sectionIds.experience ?? 'experience'
const cvPage = cvPaths[0]?.path

test.describe('the roles on the home page', () => {
  test.skip(!experience?.items.length, 'the content lists no role')
  const roles = rolesNewestFirst(experience?.items ?? [])

  test('come right after My Work (and the services), newest first, each with its months in the page’s language, with no script and at 320 px', async ({
    browser,
  }) => {
    // No script at all: the section is the page's HTML and stylesheet alone.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 320, height: 700 },
    })
    const page = await context.newPage()
    await page.goto(base)
    const sections = await page
      .locator('main section[id]')
      .evaluateAll((all) => all.map((section) => section.id))
    // After My Work, and after the services where the content offers them.
    const before = site.services?.items.length ? (site.sectionIds.services ?? 'services') : ''
    expect(sections.indexOf(sectionId)).toBe(
      sections.indexOf(before || site.sectionIds.projects) + 1,
    )
    const section = page.locator(`#${sectionId}`)
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(experience?.title ?? '')
    // A list a screen reader counts, each role under its own heading.
    const items = section.getByRole('list').first().locator('> li')
    await expect(items).toHaveCount(roles.length)
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(
      roles.map((role) => role.title),
    )
    // Each role's months, employer and highlights, read at once (twelve roles on a busy machine).
    await expect(items.locator('.role-period')).toHaveText(
      roles.map((role) =>
        formatPeriod(role.start, role.end, site.lang, experience?.presentLabel ?? ''),
      ),
    )
    expect(
      await items
        .locator('time:first-child')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime'))),
    ).toEqual(roles.map((role) => role.start))
    // An employer's own address opens in a new tab, and says so to a screen reader.
    await expect(items.locator('.role-employer')).toHaveText(
      roles.map((role) => (role.url ? `${role.employer} ${site.newTabNotice}` : role.employer)),
    )
    expect(
      await items.evaluateAll((all) =>
        all.map((item) =>
          [...item.querySelectorAll('.role-highlights > li')].map((li) => li.textContent),
        ),
      ),
    ).toEqual(roles.map((role) => [...role.highlights]))
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    await context.close()
  })
})

test.describe('the made CV', () => {
  test.skip(!madeCv || !cvModel || !cvPage, 'the content keeps its own PDF, or has no CV')

  test('the hero and the footer link its PDF, with the Word file and the page beside it as offered; each file is served as what it is', async ({
    page,
    request,
  }) => {
    await openPage(page)
    for (const where of [`#${site.sectionIds.home}`, 'footer']) {
      const pdf = page.locator(`${where} a[download][type="application/pdf"]`)
      const href = (await pdf.getAttribute('href')) ?? ''
      const bytes = (await readFile(join('dist', href.slice(base.length)))).length
      await expect(pdf).toHaveText(`${madeCv?.label} (${cvDetails(bytes)})`)
      const offers = page.locator(`${where} .cv-offers a`)
      await expect(offers).toHaveCount(madeCv?.offer?.length ?? 0)
      for (const [index, offer] of (madeCv?.offer ?? []).entries()) {
        const link = offers.nth(index)
        if (offer === 'page') {
          await expect(link).toHaveText(madeCv?.pageLabel ?? '')
          await expect(link).toHaveAttribute('href', `${base}${cvPage}`)
        } else {
          const word = (await link.getAttribute('href')) ?? ''
          const size = (await readFile(join('dist', word.slice(base.length)))).length
          await expect(link).toHaveText(`${madeCv?.wordLabel} (${cvDetails(size, 'DOCX')})`)
        }
      }
    }
    const href = async (type: string) =>
      (await page.locator(`a[download][type="${type}"]`).first().getAttribute('href')) ?? ''
    // At the address that stays when the CV changes, revalidated on every visit.
    const stable = cvFilePaths(site.owner.name)
    expect(await href('application/pdf')).toBe(`${base}${stable.pdf}`)
    const pdf = await request.get(await href('application/pdf'))
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect(pdf.headers()['cache-control']).toBe('no-cache')
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    if (madeCv?.offer?.includes('word')) {
      const word = await request.get(
        await href('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      )
      expect(word.status()).toBe(200)
      const parts = unzipSync(new Uint8Array(await word.body()))
      expect(new TextDecoder().decode(parts['word/document.xml'])).toContain(cvModel?.name)
    }
  })

  test('its page reads as the CV: the name, contact lines, every role newest first, every certification, its files; no CSP violation, no script of its own', async ({
    page,
    request,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && !isPrefetch(request))
        scripts.push(new URL(request.url()).pathname)
    })
    await watchCsp(page)
    await openPage(page, `${base}${cvPage}`)
    const cv = cvModel
    if (!cv) return
    await expect(page).toHaveTitle(cv.title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cv.name)
    await expect(page.locator('.cv-contact')).toContainText(
      cv.email ?? cv.website.replace(/^https:\/\//, ''),
    )
    await expect(page.locator('#cv-experience + ol > li h3')).toHaveText(
      cv.roles.map((role) => `${role.title}, ${role.employer}`),
    )
    await expect(page.locator('#cv-certifications + ul > li h3')).toHaveText(
      cv.certifications.map((certification) => certification.name),
    )
    // Its files, each as the hero names it, and resume.json.
    const files = page.locator('.cv-files a[download]')
    await expect(files).toHaveCount(3)
    const resume = await request.get((await files.nth(2).getAttribute('href')) ?? '')
    expect((await resume.json()).basics.name).toBe(cv.name)
    await page.waitForLoadState('networkidle')
    // No script of its own: before any interaction, the boot script alone, as on every page.
    const inline = await runningInlineScripts(page)
    expect(inline.filter((text) => text === THEME_SCRIPT)).toHaveLength(1)
    expect(inline).toHaveLength(2)
    const bytes = await Promise.all(
      scripts.map(
        async (name) => gzipSync(await readFile(join('dist', name.slice(base.length)))).length,
      ),
    )
    expect(bytes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(FIRST_LOAD_SCRIPT_BYTES)
    expect(await cspViolations(page)).toEqual([])
  })

  test('printed, its page is the CV alone: no header, menu, footer, form or files’ links, black on white in the dark theme too', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await openPage(page, `${base}${cvPage}`)
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' })
    for (const hidden of ['header.site-header', 'nav', 'footer', 'form', '.cv-files', '.skip-link'])
      for (const element of await page.locator(hidden).all()) await expect(element).toBeHidden()
    const colours = await page.evaluate(() =>
      [
        document.body,
        ...document.querySelectorAll('.cv h1, .cv h2, .cv h3, .cv p, .cv li, .cv a'),
      ].map((element) => {
        const style = getComputedStyle(element)
        return `${style.color} on ${element === document.body ? style.backgroundColor : 'body'}`
      }),
    )
    expect(colours[0]).toBe('rgb(0, 0, 0) on rgb(255, 255, 255)')
    expect(new Set(colours.slice(1))).toEqual(new Set(['rgb(0, 0, 0) on body']))
    await expect(page.locator('.cv-entry').first()).toHaveCSS('break-inside', 'avoid')
  })
})
