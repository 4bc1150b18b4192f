import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

afterEach(cleanup)

// The files share one DOM and one clock per worker (isolate: false). A test that fails midway
// can skip the hooks that undo what it did (a hook that throws stops the ones after it): each
// test starts with nothing rendered and on the real clock, whatever the one before it left.
beforeEach(() => {
  cleanup()
  vi.useRealTimers()
})
