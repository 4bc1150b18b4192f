import type { TestProject } from 'vitest/node'
import { startEngineServer } from './server.ts'

/** One https test server for the whole run, on a free port; tests read its origin. */
export default async function setup(project: TestProject) {
  const server = await startEngineServer()
  project.provide('origin', server.origin)
  return server.close
}

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string
  }
}
