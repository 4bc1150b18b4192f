import type { AvailabilityWords } from '../content/availability.ts'

interface AvailabilityProps {
  words: AvailabilityWords
  /** A sentence more, where there is room for it (beside the form). */
  note?: string | undefined
}

/**
 * Whether the owner takes new work, in a few words (src/content/availability.ts), after a mark
 * whose colour follows the status; the words say it all, for every reader.
 */
export function Availability({ words, note }: AvailabilityProps) {
  return (
    <>
      <p className="availability" data-status={words.status}>
        {words.text}
      </p>
      {note && <p className="availability-note">{note}</p>}
    </>
  )
}
