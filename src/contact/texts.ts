import type { SiteContent } from '../content/types.ts'

/**
 * The words the form itself shows (the section's title and intro, and the other ways to reach
 * the owner beside it, are static HTML around it).
 */
export type ContactFormTexts = Omit<
  SiteContent['contact'],
  'title' | 'intro' | 'noScriptNotice' | 'noScriptEmailLead' | 'booking' | 'location' | 'otherWays'
>
