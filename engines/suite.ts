/**
 * How a check joins the cross-engine suite: inside `describeEngines`, write an ordinary Vitest
 * `it` that drives `session.page` (see engine.ts) and it runs in every selected engine.
 */
import { afterAll, beforeAll, describe, inject } from 'vitest'
import { type EnginePage, type LaunchOptions, launchEngine, selectedEngines } from './engine.ts'

export interface Session {
  /** The engine's page, launched once for the describe block and reused by its tests. */
  page: EnginePage
}

export function describeEngines(
  title: string,
  /** `origin`: the site served elsewhere than `inject('origin')` (e.g. the build for a path). */
  options: Partial<LaunchOptions>,
  define: (session: Session) => void,
) {
  for (const engine of selectedEngines()) {
    describe(`${engine}: ${title}`, () => {
      const session = {} as Session
      beforeAll(async () => {
        session.page = await launchEngine(engine, {
          ...options,
          origin: options.origin ?? inject('origin'),
        })
      })
      afterAll(async () => {
        await session.page?.close()
      })
      define(session)
    })
  }
}
