/**
 * What the form needs only once the visitor works in it: the sending logic and the ways out
 * after a failure. Loaded on demand, so it costs nothing on the first load of the page.
 */
export { ContactFallback } from '../sections/ContactFallback.tsx'
export { createAttempts } from './sendAttempts.ts'
