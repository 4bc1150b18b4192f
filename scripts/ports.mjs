// @ts-check
/**
 * Starts a server on its preferred port, or on a free one when another program holds it.
 * @template {{ origin: string }} Server
 * @param {(port: number) => Promise<Server>} start
 * @param {number} preferredPort
 * @returns {Promise<Server & { preferredPortTaken: boolean }>}
 */
export async function startPreferring(start, preferredPort) {
  try {
    return { ...(await start(preferredPort)), preferredPortTaken: false }
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EADDRINUSE') throw error
    return { ...(await start(0)), preferredPortTaken: true }
  }
}
