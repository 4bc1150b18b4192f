/**
 * Starts the hosts' own local emulators on a copy of the build, each on a free port, and stops
 * them again: Cloudflare's `wrangler pages dev` and Azure's Static Web Apps CLI (`swa start`).
 * Both come from hosts/package.json, not from the site's dependencies.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const HOSTS_DIR = fileURLToPath(new URL('.', import.meta.url))
const bin = (path: string) => join(HOSTS_DIR, 'node_modules', path)

/**
 * workerd supports compatibility dates up to its own release; this one fits the pinned
 * wrangler 4.86.0 (workerd 1.20260426.1).
 */
export const CLOUDFLARE_COMPATIBILITY_DATE = '2026-04-20'

export interface Emulator {
  name: string
  origin: string
  /** Everything the emulator printed, for the failure message of a test. */
  output: () => string
  stop: () => Promise<void>
}

interface EmulatorCommand {
  name: string
  args: (site: string, port: number, spare: number) => string[]
  /** The line that says the server is listening, with the address it listens on. */
  ready: RegExp
}

const COMMANDS = {
  cloudflare: {
    name: 'Cloudflare Pages (wrangler pages dev)',
    args: (site, port, spare) => [
      bin('wrangler/bin/wrangler.js'),
      'pages',
      'dev',
      site,
      '--ip=127.0.0.1',
      `--port=${port}`,
      // Its DevTools port defaults to 9229, which another process may hold.
      `--inspector-port=${spare}`,
      `--compatibility-date=${CLOUDFLARE_COMPATIBILITY_DATE}`,
      '--log-level=info',
    ],
    ready: /Ready on (http:\/\/127\.0\.0\.1:\d+)/,
  },
  azure: {
    name: 'Azure Static Web Apps (swa start)',
    args: (site, port) => [
      bin('@azure/static-web-apps-cli/dist/cli/bin.js'),
      'start',
      site,
      // The CLI looks for staticwebapp.config.json in the working directory unless told.
      `--swa-config-location=${site}`,
      '--host=127.0.0.1',
      `--port=${port}`,
    ],
    ready: /emulator started at (http:\/\/127\.0\.0\.1:\d+)/,
  },
} satisfies Record<string, EmulatorCommand>

export type HostName = keyof typeof COMMANDS

/** A port nothing listens on right now, from the system. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise((done) => server.close(done))
  if (typeof address !== 'object' || !address) throw new Error('No free port')
  return address.port
}

const STARTUP_LIMIT_MS = 90_000

/**
 * Starts one emulator serving `site` (a folder), from `workDir` (its scratch files land there).
 * It listens on a port probed free just before; if another process took it in between, the
 * emulator fails or reports another address, and this tries again on a new port. It resolves
 * only once the emulator has said it listens on exactly that port, so every request goes to the
 * server this test started.
 */
export async function startEmulator(host: HostName, site: string, workDir: string) {
  const failures: string[] = []
  for (let attempt = 1; attempt <= 3; attempt++) {
    const port = await freePort()
    const spare = await freePort()
    const started = await startOnce(COMMANDS[host], site, workDir, port, spare)
    if ('origin' in started) return started
    failures.push(started.failure)
  }
  throw new Error(`${COMMANDS[host].name} did not start:\n${failures.join('\n---\n')}`)
}

function startOnce(
  command: EmulatorCommand,
  site: string,
  workDir: string,
  port: number,
  spare: number,
): Promise<Emulator | { failure: string }> {
  const child = spawn(process.execPath, command.args(site, port, spare), {
    cwd: workDir,
    // Its own process group, so stop() ends the emulator and every process it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      CI: 'true',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      NO_UPDATE_NOTIFIER: '1',
      WRANGLER_SEND_METRICS: 'false',
      SWA_CLI_OPEN_BROWSER: 'false',
    },
  })
  let output = ''
  const stop = () => stopGroup(child)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      void stop().then(() =>
        resolve({ failure: `no ready line after ${STARTUP_LIMIT_MS} ms\n${output}` }),
      )
    }, STARTUP_LIMIT_MS)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const ready = output.match(command.ready)
      if (!ready?.[1]) return
      clearTimeout(timer)
      const origin = ready[1]
      if (origin !== `http://127.0.0.1:${port}`) {
        void stop().then(() => resolve({ failure: `listened on ${origin}, not port ${port}` }))
        return
      }
      resolve({ name: command.name, origin, output: () => output, stop })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      resolve({ failure: `exited (${code ?? signal}) before it was ready\n${output}` })
    })
  })
}

/** Ends the emulator's whole process group: SIGTERM, then SIGKILL if it lingers. */
async function stopGroup(child: ChildProcess) {
  const pid = child.pid
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal)
    } catch {
      // The group is already gone.
    }
  }
  signalGroup('SIGTERM')
  const killTimer = setTimeout(() => signalGroup('SIGKILL'), 5_000)
  await exited
  clearTimeout(killTimer)
  // Children of the emulator (workerd, the SWA server) share the group; make sure none is left.
  signalGroup('SIGKILL')
}
