import type { TestProject } from 'vitest/node'
import { startEngineServer, startSubpathServer } from './server.ts'

/**
 * The https test servers for the whole run, each on a free port; tests read their origins:
 * dist/ at the root of `origin`, and the build for a path (build/subpath, when it exists) under
 * its base path at `subpathOrigin` (null without that build; engines/subpath.ts says so).
 */
export default async function setup(project: TestProject) {
  const server = await startEngineServer()
  const subpath = await startSubpathServer().catch(async (error) => {
    await server.close()
    throw error
  })
  project.provide('origin', server.origin)
  project.provide('subpathOrigin', subpath?.origin ?? null)
  return async () => {
    await Promise.all([server.close(), subpath?.close()])
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string
    subpathOrigin: string | null
  }
}
