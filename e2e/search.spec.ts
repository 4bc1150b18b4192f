/**
 * The site's search, as a visitor uses it, on the two-language build for a path (its pages,
 * its addresses under the base): a word from an article's body (not its title, summary or tags)
 * finds it, marked, in each language, the Polish page in Polish first, from the header and from
 * the articles' index; `/`, the arrows, Enter and Escape; nothing asked for before the field's
 * first focus, no CSP violation; axe-clean open results in both themes; without scripts, the
 * field offers a web search of the site instead. Where its code or its index cannot load, the
 * field says so, with that web search, and the results come once the connection is back or at
 * the next key. The 404 page at a made-up address under the path offers the address's words as
 * the query, and finds the page they name despite a typo, in the address's language. The CV's
 * result reads in lines. The words searched come from the build's own indexes.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import type { SearchDocument, SearchIndex } from '../src/search/documents.ts'
import { axeViolations } from './axe.ts'
import {
  cspViolations,
  expect,
  failScripts,
  inEachScheme,
  islandsPrefetched,
  openPage,
  test,
  watchCsp,
} from './fixtures.ts'
import { SUBPATH_BUILD } from './subpathBuild.ts'
import { languages, SUBPATH_SITE_URL } from './subpathContent.ts'

const base = new URL(`${SUBPATH_SITE_URL}/`).pathname
const PHONE = { width: 390, height: 844 }
const indexPath = (prefix: string) => `${prefix}search/index.json`
/** The search's own files: its code, its results' stylesheet, and a language's index. */
const SEARCH_FILES = /\/assets\/search-[^/]+\.(js|css)$|\/search\/index\.json$/

test.use({ baseURL: process.env.E2E_SUBPATH_URL, reducedMotion: 'reduce' })

/** A language's index, as the build published it. */
const indexOf = async (prefix: string): Promise<SearchIndex> =>
  JSON.parse(await readFile(join(SUBPATH_BUILD, indexPath(prefix)), 'utf8'))

/**
 * An article of the language's own, and a word of its body that its title, summary and tags do
 * not have (the article's text starts with those, each on a line).
 */
async function bodyWord(prefix: string): Promise<{ article: SearchDocument; word: string }> {
  const index = await indexOf(prefix)
  for (const article of index.documents.filter((each) => each.kind === 'article' && !each.lang)) {
    const [summary = '', tags = '', ...body] = article.text.split('\n')
    const elsewhere = [article.title, summary, tags].join(' ').toLowerCase()
    const word = body
      .join(' ')
      .split(/[^\p{L}]+/u)
      .find((each) => each.length >= 8 && !elsewhere.includes(each.toLowerCase()))
    if (word) return { article, word }
  }
  throw new Error(`no article in ${indexPath(prefix)} has a word of its own in its body`)
}

const field = (page: Page) => page.locator('#site-search')
const results = (page: Page) => page.locator('#site-search-results')

test.beforeAll(() => {
  expect(languages.length, 'the sub-path build has a second language').toBeGreaterThan(1)
})

for (const { content, prefix } of languages) {
  test(`${content.lang}: a word from an article’s body finds it, marked, with its kind and day`, async ({
    page,
  }) => {
    const { article, word } = await bodyWord(prefix)
    await watchCsp(page)
    await openPage(page, `${base}${prefix}`)
    await field(page).fill(word.slice(0, -1))
    const result = results(page).getByRole('link').filter({ hasText: article.title })
    await expect(result).toHaveAttribute('href', article.href)
    await expect(result.locator('mark').first()).toHaveText(new RegExp(`^${word}$`, 'i'))
    await expect(result).toContainText(content.search.kinds.article)
    await expect(result).toContainText(article.day ?? '')
    // The page's language's results first: none in another language before an own one.
    const languagesShown = await results(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang') ?? ''))
    expect(languagesShown[0], 'an own result first').toBe('')
    const firstOther = languagesShown.findIndex((lang) => lang !== '')
    if (firstOther > 0)
      expect(
        languagesShown.slice(firstOther),
        'none of its own after another language’s',
      ).not.toContain('')
    // A screen reader hears how many.
    const count = await results(page).getByRole('link').count()
    await expect(page.locator('.nav-search [role="status"]')).toHaveText(
      new RegExp(`\\b${count}\\b`),
    )
    expect(await cspViolations(page)).toEqual([])
  })
}

test('nothing of the search is asked for before the field’s first focus; then its code and the page’s language’s index', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (SEARCH_FILES.test(new URL(request.url()).pathname))
      asked.push(new URL(request.url()).pathname)
  })
  const [, second] = languages
  await openPage(page, `${base}${second?.prefix ?? ''}`)
  // Idle, every island's files prefetched, and the page scrolled through: still nothing.
  await islandsPrefetched(page)
  await page.mouse.wheel(0, 4000)
  await page.keyboard.press('Tab')
  expect(asked).toEqual([])
  await field(page).focus()
  await expect
    .poll(() => asked.map((path) => path.replace(/-[\w-]+\.(js|css)$/, '.$1')))
    .toEqual(
      expect.arrayContaining([
        `${base}assets/search.js`,
        `${base}assets/search.css`,
        `${base}${indexPath(second?.prefix ?? '')}`,
      ]),
    )
})

test('the keyboard: / focuses the field, arrows move through the results, Escape closes them, Enter opens one', async ({
  page,
}) => {
  const [first] = languages
  const { article, word } = await bodyWord(first?.prefix ?? '')
  await openPage(page, `${base}${first?.prefix ?? ''}`)
  await page.locator('body').press('/')
  await expect(field(page)).toBeFocused()
  await page.keyboard.type(word.slice(0, 6))
  const links = results(page).getByRole('link')
  await expect(links.first()).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(links.first()).toBeFocused()
  if ((await links.count()) > 1) {
    await page.keyboard.press('ArrowDown')
    await expect(links.nth(1)).toBeFocused()
    await page.keyboard.press('ArrowUp')
  }
  await page.keyboard.press('ArrowUp')
  await expect(field(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(results(page)).toBeHidden()
  await expect(field(page)).toBeFocused()
  // Back to the word itself: the article is found; Enter opens the first result.
  await field(page).fill(word)
  await expect(links.filter({ hasText: article.title })).toBeVisible()
  const target = await links.first().getAttribute('href')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new URL(target ?? '', page.url()).href)
})

test('on a phone, / opens the menu with the field focused; the results fit the screen', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  const [first] = languages
  const { word } = await bodyWord(first?.prefix ?? '')
  await openPage(page, `${base}${first?.prefix ?? ''}`)
  await expect(field(page)).toBeHidden()
  await page.locator('body').press('/')
  await expect(field(page)).toBeFocused()
  await page.keyboard.type(word.slice(0, 6))
  await expect(results(page).getByRole('link').first()).toBeVisible()
  const box = await results(page).boundingBox()
  expect(box?.x).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  )
})

test('the articles’ index has a field of its own, which finds the same', async ({ page }) => {
  const [first] = languages
  const { article, word } = await bodyWord(first?.prefix ?? '')
  await openPage(page, `${base}${first?.prefix ?? ''}insights/`)
  const own = page.locator('main #insights-search')
  await expect(own).toBeVisible()
  await own.fill(word)
  await expect(
    page
      .locator('main #insights-search-results')
      .getByRole('link')
      .filter({ hasText: article.title }),
  ).toHaveAttribute('href', article.href)
})

// Four axe reads of the header (7 s): with the full run.
test('the open results are axe-clean, light and dark, at 390 and 1280 px', {
  tag: '@full',
}, async ({ page }) => {
  const [first] = languages
  const { word } = await bodyWord(first?.prefix ?? '')
  for (const size of [PHONE, { width: 1280, height: 900 }]) {
    await page.setViewportSize(size)
    await openPage(page, `${base}${first?.prefix ?? ''}`)
    if (size === PHONE) await page.locator('.menu-button').click()
    await field(page).fill(word.slice(0, 6))
    await expect(results(page).getByRole('link').first()).toBeVisible()
    await inEachScheme(page, async () => {
      expect(await axeViolations(page, '.site-header')).toEqual([])
    })
  }
})

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false })

  test('the field offers a web search of the site instead, and says so', async ({ page }) => {
    const [first] = languages
    await page.goto(`${base}${first?.prefix ?? ''}insights/`)
    await expect(page.locator('main #insights-search')).toBeDisabled()
    // The link shown (the line for when the search cannot load stays hidden).
    const engine = page
      .locator('main')
      .getByRole('link', { name: first?.content.search.engineLabel ?? '' })
    await expect(engine).toBeVisible()
    const address = new URL((await engine.getAttribute('href')) ?? '')
    expect(address.searchParams.get('q')).toContain(
      `site:${SUBPATH_SITE_URL.replace(/^https:\/\//, '')}`,
    )
  })
})

/** A page's address's last part: an article's name. */
const lastPart = (href: string) => href.split('/').filter(Boolean).pop() ?? ''

/** The name with a typo: a letter of its longest word left out, from the middle. */
function withTypo(name: string) {
  const words = name.split('-')
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '')
  const middle = Math.floor(longest.length / 2)
  return words
    .map((word) => (word === longest ? word.slice(0, middle) + word.slice(middle + 1) : word))
    .join('-')
}

for (const { content, prefix } of languages)
  test(`${content.lang}: the 404 page at a made-up address offers its words as the query, and finds the article they name despite a typo, asking for nothing before the field’s first focus`, async ({
    page,
    consoleLog,
  }) => {
    const index = await indexOf(prefix)
    const article = index.documents.find((each) => each.kind === 'article' && !each.lang)
    if (!article) throw new Error(`${indexPath(prefix)} has no article of its own`)
    const typo = withTypo(lastPart(article.href))
    expect(typo.length).toBeLessThan(lastPart(article.href).length)
    const asked: string[] = []
    page.on('request', (request) => {
      if (SEARCH_FILES.test(new URL(request.url()).pathname))
        asked.push(new URL(request.url()).pathname)
    })
    await watchCsp(page)
    const response = await page.goto(`${base}${prefix}insights/${typo}`)
    expect(response?.status()).toBe(404)
    await expect(page.locator('.app')).toHaveClass(/\bloaded\b/)
    const guess = page.locator('main #not-found-search')
    await expect(guess).toHaveValue(typo.replaceAll('-', ' '))
    await expect(guess).toBeEnabled()
    expect(asked, 'before the first focus').toEqual([])
    await guess.focus()
    const found = page.locator('main #not-found-search-results').getByRole('link')
    await expect(found.first()).toHaveAttribute('href', article.href)
    // The address's language's index, and its words (the count in its plural forms).
    expect(asked).toContain(`${base}${indexPath(prefix)}`)
    if (prefix)
      await expect(page.locator('#not-found-search-results')).toHaveAttribute('lang', content.lang)
    expect(await cspViolations(page)).toEqual([])
    // Chromium reports the document's own 404 status; nothing else may be logged.
    expect(consoleLog.errors).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ])
  })

/** What Chromium logs of a request the network refused: the page itself logs nothing. */
const refusedRequest = /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/

test('its index refused: the field says the search is unavailable, with the web search; the connection back, the results come, and at the next key too', async ({
  page,
  context,
  consoleLog,
}) => {
  const [first] = languages
  const { article, word } = await bodyWord(first?.prefix ?? '')
  let refused = true
  await page.route(/\/search\/index\.json$/, (route) =>
    refused ? route.abort('internetdisconnected') : route.fallback(),
  )
  await openPage(page, `${base}${first?.prefix ?? ''}`)
  await context.setOffline(true)
  await field(page).fill(word)
  const unavailable = page.locator('.nav-search .search-unavailable')
  await expect(unavailable).toBeVisible()
  await expect(unavailable).toHaveText(
    `${first?.content.search.unavailable} ${first?.content.search.engineLabel}`,
  )
  // The web search the field offers without scripts.
  const engine = new URL((await unavailable.getByRole('link').getAttribute('href')) ?? '')
  expect(engine.searchParams.get('q')).toContain(
    `site:${SUBPATH_SITE_URL.replace(/^https:\/\//, '')}`,
  )
  await expect(results(page)).toBeHidden()

  // The connection comes back: the same words are searched, without a key.
  refused = false
  await context.setOffline(false)
  await expect(results(page).getByRole('link').filter({ hasText: article.title })).toBeVisible()
  await expect(unavailable).toBeHidden()

  // Refused again (a host error, the network still there): said again; the next key searches.
  await page.unroute(/\/search\/index\.json$/)
  refused = true
  await page.route(/\/search\/index\.json$/, (route) =>
    refused ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
  )
  await page.evaluate(() => location.reload())
  await expect(page.locator('.app')).toHaveClass(/\bloaded\b/)
  await field(page).fill(word.slice(0, -1))
  await expect(unavailable).toBeVisible()
  refused = false
  await field(page).press('End')
  await page.keyboard.type(word.slice(-1))
  await expect(results(page).getByRole('link').filter({ hasText: article.title })).toBeVisible()
  await expect(unavailable).toBeHidden()
  for (const error of consoleLog.errors)
    expect(error).toMatch(
      /^Failed to load resource: (net::ERR_INTERNET_DISCONNECTED|the server responded with a status of 503)/,
    )
})

test('its code refused, offline: the field says so at once; back online, the code comes from a fresh address and the words typed are searched', async ({
  page,
  context,
  consoleLog,
}) => {
  const [first] = languages
  const { article, word } = await bodyWord(first?.prefix ?? '')
  let offline = false
  // Offline, the search's script fails, and stays failed for this page, as browsers keep a
  // failed module load (fixtures.ts); its index too.
  await failScripts(page, (url) => offline && /\/search-[^/]+\.js$/.test(url.pathname))
  await page.route(/\/search\/index\.json$/, (route) =>
    offline ? route.abort('internetdisconnected') : route.fallback(),
  )
  await openPage(page, `${base}${first?.prefix ?? ''}`)
  offline = true
  await context.setOffline(true)
  await field(page).fill(word)
  const unavailable = page.locator('.nav-search .search-unavailable')
  await expect(unavailable).toBeVisible()
  await expect(unavailable).toContainText(first?.content.search.unavailable ?? '')
  // Away from the field, it says nothing more; back at it, it says so again.
  await page.locator('main').click({ position: { x: 5, y: 5 } })
  await expect(unavailable).toBeHidden()
  await field(page).focus()
  await expect(unavailable).toBeVisible()

  const asked: string[] = []
  page.on('request', (request) => asked.push(new URL(request.url()).href))
  offline = false
  await context.setOffline(false)
  await expect(results(page).getByRole('link').filter({ hasText: article.title })).toBeVisible()
  await expect(unavailable).toBeHidden()
  expect(asked.some((address) => /\/search-[^/]+\.js\?retry=\d+$/.test(address))).toBe(true)
  for (const error of consoleLog.errors) expect(error).toMatch(refusedRequest)
})

test('the CV’s result reads in lines: each part of its excerpt on a line of its own, as on the CV’s page', async ({
  page,
}) => {
  const [first] = languages
  const index = await indexOf(first?.prefix ?? '')
  const cv = index.documents.find((each) => each.kind === 'cv')
  test.skip(!cv, 'a site without a made CV')
  const parts = cv?.text.split('\n') ?? []
  // A word of the CV's third part or later that its earlier parts and its title lack.
  const seen = [cv?.title ?? '', ...parts.slice(0, 2)].join(' ').toLowerCase()
  const word = parts
    .slice(2)
    .join(' ')
    .split(/[^\p{L}]+/u)
    .find((each) => each.length >= 6 && !seen.includes(each.toLowerCase()))
  await openPage(page, `${base}${first?.prefix ?? ''}`)
  await field(page).fill(word ?? '')
  const result = results(page)
    .getByRole('link')
    .filter({ hasText: cv?.title ?? '' })
  const excerpt = result.locator('.search-excerpt')
  await expect(excerpt).toBeVisible()
  const lines = (await excerpt.innerText()).split('\n')
  expect(lines.length, 'lines shown').toBeGreaterThan(1)
  for (const line of lines)
    expect(
      parts.some((part) => part.includes(line.replace(/^…|…$/g, ''))),
      `"${line}" is a part of the CV, or a part's start or end`,
    ).toBe(true)
  // Each line shows as one: the excerpt is as many lines tall.
  const lineHeight = await excerpt.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
  })
  expect(lineHeight).toBeGreaterThanOrEqual(lines.length)
})
