import type { SiteContent } from '../content/types.ts'
import { COUNTED, CV_DOWNLOADED } from '../counting/count.ts'
import type { PageBuild } from '../pages/build.ts'

interface CvLinkProps {
  cv: NonNullable<SiteContent['cv']>
  file: NonNullable<PageBuild['cv']>
  className?: string
}

/**
 * "Download CV (PDF, 214 KB)": the owner's CV, its size read from the file by the build. Where
 * visits are counted, a click on it counts a CV download (src/counting/count.ts).
 */
export function CvLink({ cv, file, className }: CvLinkProps) {
  return (
    <a
      className={className}
      href={file.href}
      download={cv.publishAs ?? cv.file}
      type="application/pdf"
      {...{ [COUNTED]: CV_DOWNLOADED }}
    >
      {/* One piece of text, so a flex button keeps the space before the details. */}
      <span>
        {cv.label} <span className="cv-details">({cvDetails(file.bytes)})</span>
      </span>
    </a>
  )
}

/** "PDF, 214 KB" (1 KB = 1,000 bytes; never "0 KB"). */
export const cvDetails = (bytes: number) => `PDF, ${Math.max(1, Math.round(bytes / 1000))} KB`
