import { test as base, expect, type Page, type Route } from '@playwright/test'

export const SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send'

/** Console messages and page errors collected while a test runs. */
export interface ConsoleLog {
  errors: string[]
  warnings: string[]
}

export const test = base.extend<{ consoleLog: ConsoleLog }>({
  consoleLog: async ({ page }, use) => {
    const log: ConsoleLog = { errors: [], warnings: [] }
    page.on('console', (message) => {
      if (message.type() === 'error') log.errors.push(message.text())
      if (message.type() === 'warning') log.warnings.push(message.text())
    })
    page.on('pageerror', (error) => log.errors.push(error.message))
    await use(log)
  },
})

export { expect }

/** Opens the page and waits until React has hydrated it. */
export async function openHydrated(page: Page, path = '/') {
  await page.goto(path)
  // The app's script starts after the load event; a busy machine may take a few seconds.
  await expect(page.locator('.app')).toHaveClass(/\bloaded\b/, { timeout: 15_000 })
}

/** Answers the email provider's endpoint in the browser, so no test reaches the real one. */
export async function routeProvider(page: Page, handler: (route: Route) => Promise<void> | void) {
  await page.route(SEND_URL, async (route) => {
    if (route.request().method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: corsHeaders })
      return
    }
    await handler(route)
  })
}

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
}

/** A provider reply with a status and a text body, as EmailJS answers. */
export const reply = (status: number, body: string) => (route: Route) =>
  route.fulfill({ status, body, headers: corsHeaders })

/** Records every layout shift from the page's start, with its score and what moved. */
export function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    // Each shift's score and what moved, so a failure says where to look.
    const shifts: string[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number
          sources?: { node?: Node | null }[]
        }
        const moved = (shift.sources ?? []).map((source) =>
          source.node instanceof Element
            ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
            : String(source.node?.nodeName),
        )
        shifts.push(`${shift.value.toFixed(4)}: ${moved.join(', ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shifts recorded so far (see recordLayoutShifts). */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)
