// @ts-check
/**
 * Runs a task until it succeeds, at most 1 + `retries` times, reporting each failure.
 * Throws the last failure when every attempt failed.
 * @template T
 * @param {(attempt: number) => Promise<T>} task attempt counts from 1
 * @param {{ retries: number, onFailure: (error: unknown, attempt: number) => void }} options
 * @returns {Promise<T>}
 */
export async function withRetries(task, { retries, onFailure }) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task(attempt)
    } catch (error) {
      onFailure(error, attempt)
      if (attempt > retries) throw error
    }
  }
}
