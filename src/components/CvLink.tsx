import { madeCv } from '../content/experience.ts'
import type { SiteContent } from '../content/types.ts'
import { COUNTED, CV_DOWNLOADED } from '../counting/count.ts'
import { cvPath, pageHref } from '../pages/addresses.ts'
import type { PageBuild, PublishedFile } from '../pages/build.ts'

interface CvLinkProps {
  /** The link's words, e.g. "Download CV". */
  label: string
  file: PublishedFile
  className?: string
}

/**
 * "Download CV (PDF, 214 KB)": the CV's PDF, the owner's own or made from the content, its size
 * read from the file by the build. Where visits are counted, a click on it counts a CV download
 * (src/counting/count.ts).
 */
export function CvLink({ label, file, className }: CvLinkProps) {
  return (
    <a
      className={className}
      href={file.href}
      download={file.download}
      type="application/pdf"
      {...{ [COUNTED]: CV_DOWNLOADED }}
    >
      {/* One piece of text, so a flex button keeps the space before the details. */}
      <span>
        {label} <span className="cv-details">({cvDetails(file.bytes)})</span>
      </span>
    </a>
  )
}

/** A form of the made CV offered beside its PDF: the Word file (a download), or the page. */
export interface CvOffer {
  label: string
  href: string
  /** The Word file's download: its name and size. Absent for the page. */
  file?: PublishedFile
}

/** The Word file's media type. */
const WORD_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/**
 * The made CV's other forms, as the owner offers them beside the PDF: links in a line of their
 * own (phrasing content, so it also stands inside the footer's paragraph).
 */
export function CvOffers({ offers }: { offers: readonly CvOffer[] }) {
  if (offers.length === 0) return null
  return (
    <span className="cv-offers">
      {offers.map((offer) => (
        <span key={offer.href}>
          {offer.file ? (
            <a
              className="text-link"
              href={offer.href}
              download={offer.file.download}
              type={WORD_TYPE}
              {...{ [COUNTED]: CV_DOWNLOADED }}
            >
              <span>
                {offer.label}{' '}
                <span className="cv-details">({cvDetails(offer.file.bytes, 'DOCX')})</span>
              </span>
            </a>
          ) : (
            <a className="text-link" href={offer.href}>
              {offer.label}
            </a>
          )}
        </span>
      ))}
    </span>
  )
}

/** The CV's links on a page: its PDF's, and the other forms the owner offers, in their order. */
export function cvLinks(
  content: SiteContent,
  build: PageBuild,
): { label: string; file: PublishedFile; offers: CvOffer[] } | undefined {
  if (!content.cv || !build.cv) return undefined
  const made = madeCv(content)
  const word = build.cv.word
  const offers = (made?.offer ?? []).flatMap((offer): CvOffer[] => {
    if (offer === 'word')
      return made && word ? [{ label: made.wordLabel, href: word.href, file: word }] : []
    return made ? [{ label: made.pageLabel, href: pageHref(build.base, cvPath(build.prefix)) }] : []
  })
  return { label: content.cv.label, file: build.cv.pdf, offers }
}

/** "PDF, 214 KB" (1 KB = 1,000 bytes; never "0 KB"). */
export const cvDetails = (bytes: number, kind = 'PDF') =>
  `${kind}, ${Math.max(1, Math.round(bytes / 1000))} KB`
