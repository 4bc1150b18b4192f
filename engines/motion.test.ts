import { it } from 'vitest'
import type { EnginePage } from './engine.ts'
import { defineLandingChecks } from './landing.ts'
import { expect, openPage } from './page-helpers.ts'
import { describeEngines } from './suite.ts'

/** What the page does with motion: smooth scrolling, the reveal and the floating card. */
async function motion(page: EnginePage) {
  await openPage(page)
  return page.evaluate(() => {
    const animations = [...document.querySelectorAll('.reveal, .tagline-card')].map(
      (element) => getComputedStyle(element).animationName,
    )
    return {
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
      animated: animations.filter((name) => name !== 'none').length,
      elements: animations.length,
    }
  }, null)
}

describeEngines('motion welcome (the default)', {}, (session) => {
  it('scrolls smoothly and animates the reveal and the floating card', async () => {
    const seen = await motion(session.page)
    expect(seen.elements).toBeGreaterThan(1)
    expect(seen).toEqual({
      reducedMotion: false,
      scrollBehavior: 'smooth',
      animated: seen.elements,
      elements: seen.elements,
    })
  })
})

describeEngines('reduced motion', { reducedMotion: true }, (session) => {
  it('reports reduced motion: no smooth scrolling, no animation', async () => {
    const seen = await motion(session.page)
    expect(seen.elements).toBeGreaterThan(1)
    expect(seen).toEqual({
      reducedMotion: true,
      scrollBehavior: 'auto',
      animated: 0,
      elements: seen.elements,
    })
  })

  // Without smooth scrolling, every in-page link must land just the same.
  defineLandingChecks(session)
})
