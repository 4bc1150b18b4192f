import type { ComponentType } from 'react'
import {
  HYDRATE,
  type HydrateWhen,
  ISLAND,
  type IslandName,
  LOAD_FAILED,
  PROPS,
  RELOAD_HINT,
  RELOAD_LABEL,
  serializeProps,
} from './markup.ts'

interface IslandProps<P extends object> {
  name: IslandName
  when: HydrateWhen
  component: ComponentType<P>
  props: P
  /**
   * What of `props` the page carries for the island's script (default: all of it). Leave out
   * what the script reads from the island's own HTML, so the page does not carry it twice.
   */
  serialized?: Partial<P>
  /** Shown in the island's status line (role="status") if its code cannot load. */
  loadFailedMessage?: string
  /** Added to it, with a reload button, when only a reload can load that code now (markup.ts). */
  reload?: { hint: string; label: string }
}

/**
 * Renders an interactive part of the page at build time, with what its own script needs to
 * hydrate it later (src/islands/<name>.tsx): its props as JSON, and when to hydrate. The
 * wrapper is `display: contents`, so the island lays out as if it were not there.
 */
export function Island<P extends object>({
  name,
  when,
  component: Component,
  props,
  serialized = props,
  loadFailedMessage,
  reload,
}: IslandProps<P>) {
  const attributes = {
    [ISLAND]: name,
    [HYDRATE]: when,
    ...(loadFailedMessage ? { [LOAD_FAILED]: loadFailedMessage } : {}),
    ...(reload ? { [RELOAD_HINT]: reload.hint, [RELOAD_LABEL]: reload.label } : {}),
  }
  return (
    <>
      <div className="island" {...attributes}>
        <Component {...props} />
      </div>
      <script
        type="application/json"
        {...{ [PROPS]: name }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, "<" escaped (serializeProps).
        dangerouslySetInnerHTML={{ __html: serializeProps(serialized) }}
      />
    </>
  )
}
