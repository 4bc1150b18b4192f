import type { ReactNode } from 'react'
import { cvDetails } from '../components/CvLink.tsx'
import { ExternalLink } from '../components/ExternalLink.tsx'
import { madeCv } from '../content/experience.ts'
import type { SiteContent } from '../content/types.ts'
import { COUNTED, CV_DOWNLOADED } from '../counting/count.ts'
import { type CvModel, shownAddress } from '../cv/model.ts'
import type { LanguageLink, PageBuild, PublishedFile } from './build.ts'
import { SubpageFrame } from './PageFrame.tsx'

interface CvPageProps {
  content: SiteContent
  build: PageBuild
  cv: CvModel
  languages?: readonly LanguageLink[]
}

/** The files' media types, for the links' `type`. */
const TYPES = {
  pdf: 'application/pdf',
  word: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  resume: 'application/json',
} as const

/** A section of the CV under its heading; an empty one is left out. */
function CvSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="cv-section" aria-labelledby={`cv-${id}`}>
      <h2 id={`cv-${id}`}>{title}</h2>
      {children}
    </section>
  )
}

/**
 * The CV as a page (cv/): the same model as its PDF, Word file and resume.json, in the same
 * order, static HTML with no script of its own. It reads as a CV on screen and prints as one:
 * its print rules (src/styles/cv.css) drop the header, the menu, the files' links and the
 * theme's colours, and keep each role on one page where it fits.
 */
export function CvPage({ content, build, cv, languages = [] }: CvPageProps) {
  const made = madeCv(content)
  const { newTabNotice } = content
  const external = (href: string) => (
    <ExternalLink href={href} newTabNotice={newTabNotice}>
      {shownAddress(href)}
    </ExternalLink>
  )
  const files = (
    [
      ['pdf', build.cv?.pdf, made?.label],
      ['word', build.cv?.word, made?.wordLabel],
      ['resume', build.cv?.resume, 'JSON Resume'],
    ] as const
  ).flatMap(
    ([kind, file, label]): { kind: keyof typeof TYPES; file: PublishedFile; label: string }[] =>
      file && label ? [{ kind, file, label }] : [],
  )
  const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ')

  return (
    <SubpageFrame content={content} build={build} languages={languages}>
      <article className="cv container" aria-labelledby="cv-name">
        <header className="cv-header">
          <h1 id="cv-name">{cv.name}</h1>
          <p className="cv-job">{cv.jobTitle}</p>
          <h2 className="sr-only">{cv.headings.contact}</h2>
          <ul className="cv-contact">
            {cv.contact.map((line) => (
              <li key={line.href}>
                {line.label}:{' '}
                {/* Another site's page (the booking page) opens in a new tab, as everywhere. */}
                {line.href.startsWith('https:') && line.href !== cv.website ? (
                  external(line.href)
                ) : (
                  <a href={line.href}>{shownAddress(line.href)}</a>
                )}
              </li>
            ))}
            {cv.profiles.map((profile) => (
              <li key={profile.href}>
                {profile.label}: {external(profile.href)}
              </li>
            ))}
            {cv.location && (
              <li>
                {cv.location.label}: {cv.location.text}
              </li>
            )}
          </ul>
          {files.length > 0 && (
            <div className="cv-files">
              <h2 className="sr-only">{made?.filesLabel}</h2>
              <ul>
                {files.map(({ kind, file, label }) => (
                  <li key={kind}>
                    <a
                      className="text-link"
                      href={file.href}
                      download={file.download}
                      type={TYPES[kind]}
                      {...(kind === 'resume' ? {} : { [COUNTED]: CV_DOWNLOADED })}
                    >
                      {/* One piece of text, so the flex link keeps the space before the details. */}
                      <span>
                        {label}{' '}
                        <span className="cv-details">
                          (
                          {cvDetails(
                            file.bytes,
                            { pdf: 'PDF', word: 'DOCX', resume: 'JSON' }[kind],
                          )}
                          )
                        </span>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </header>

        <CvSection id="summary" title={cv.headings.summary}>
          <p>{cv.summary}</p>
        </CvSection>

        {cv.roles.length > 0 && (
          <CvSection id="experience" title={cv.headings.experience}>
            <ol className="cv-entries">
              {cv.roles.map((role) => (
                <li key={`${role.start} ${role.employer} ${role.title}`} className="cv-entry">
                  <h3>
                    {role.title}, {role.employer}
                  </h3>
                  <p className="cv-meta">{joined(role.period, role.place)}</p>
                  <ul>
                    {role.highlights.map((highlight) => (
                      <li key={highlight}>{highlight}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </CvSection>
        )}

        {cv.projects.length > 0 && (
          <CvSection id="projects" title={cv.headings.projects}>
            <ul className="cv-entries">
              {cv.projects.map((project) => (
                <li key={project.title} className="cv-entry">
                  <h3>{project.title}</h3>
                  <p>{project.description}</p>
                  <p className="cv-meta">{project.tags.join(', ')}</p>
                  {project.caseStudy && (
                    <p className="cv-meta">
                      {cv.caseStudyLabel}:{' '}
                      <a href={project.caseStudy}>{shownAddress(project.caseStudy)}</a>
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </CvSection>
        )}

        {cv.certifications.length > 0 && (
          <CvSection id="certifications" title={cv.headings.certifications}>
            <ul className="cv-entries">
              {cv.certifications.map((certification) => (
                <li key={certification.url} className="cv-entry">
                  <h3>{certification.name}</h3>
                  <p className="cv-meta">
                    {certification.issuer} ·{' '}
                    <time dateTime={certification.earnedMonth}>{certification.earned}</time>
                  </p>
                  <p className="cv-meta">
                    {cv.verifyLabel}: {external(certification.url)}
                  </p>
                </li>
              ))}
            </ul>
          </CvSection>
        )}

        {cv.skills.length > 0 && (
          <CvSection id="skills" title={cv.headings.skills}>
            <p>{cv.skills.join(', ')}</p>
          </CvSection>
        )}

        {cv.education.length > 0 && (
          <CvSection id="education" title={cv.headings.education}>
            <ul className="cv-entries">
              {cv.education.map((degree) => (
                <li key={`${degree.institution} ${degree.end}`} className="cv-entry">
                  <h3>
                    {degree.degree}, {degree.field}
                  </h3>
                  <p className="cv-meta">{joined(degree.institution, degree.period)}</p>
                </li>
              ))}
            </ul>
          </CvSection>
        )}

        {cv.languages.length > 0 && (
          <CvSection id="languages" title={cv.headings.languages}>
            <ul className="cv-languages">
              {cv.languages.map((language) => (
                <li key={language.name}>
                  {language.name}: {language.level}
                </li>
              ))}
            </ul>
          </CvSection>
        )}
      </article>
    </SubpageFrame>
  )
}
