/**
 * Loading a module again after its load failed (offline, a dropped connection). Firefox ESR 153,
 * Chromium up to about 150 and older Safari keep a failed module load for the life of the page:
 * a second import() of the same address makes no request and fails again. So every attempt
 * after the first asks for the file at a fresh address (`?retry=N`), which no engine has seen.
 *
 * A fresh address renews that one file only: the files it imports are asked for at their own
 * addresses, as their importer names them. If one of those failed before, such an engine keeps
 * that failure, and no attempt can succeed until the page is reloaded: the attempt then rejects
 * with NEEDS_RELOAD.
 */

/** The rejection of an attempt that no later attempt in this page can turn into a success. */
export const NEEDS_RELOAD = 'needs-reload'

/**
 * Returns a function that loads a module once per call: with `first` the first time (the
 * build's own import, with its preloads), then from a fresh address of `files[0]`, the module's
 * file as built (`files` goes on with the files it imports). Before that import, it fetches the
 * fresh address and the other files: if one fails (still offline), the attempt rejects as the
 * network did, and leaves nothing behind; the import then reads the file from the HTTP cache. If
 * the import still fails, a file it imports failed before: NEEDS_RELOAD. Without files (the
 * development server), every attempt is `first`.
 */
export function retrying<T>(
  first: () => Promise<T>,
  files: readonly string[] | undefined,
  load = (fresh: string) => import(/* @vite-ignore */ fresh) as Promise<T>,
): () => Promise<T> {
  let attempts = 0
  return async () => {
    attempts += 1
    const [file, ...imported] = files ?? []
    if (attempts < 2 || !file) return first()
    const fresh = `${file}?retry=${attempts - 1}`
    await Promise.all(
      [fresh, ...imported].map(async (address) => {
        const answer = await fetch(address)
        if (!answer.ok) throw new Error(`${address}: ${answer.status}`)
        // Read to the end, so the import finds the whole file in the cache.
        await answer.arrayBuffer()
      }),
    )
    return load(fresh).catch(() => Promise.reject(NEEDS_RELOAD))
  }
}
