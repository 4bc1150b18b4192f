import { useEffect, useState } from 'react'

/**
 * False on the server and in the first client render (so hydration matches the prerendered
 * HTML), true once the component has mounted in the browser.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted
}
