import { madeCv } from '../content/experience.ts'
import type { SiteContent } from '../content/types.ts'
import { cvModel } from '../cv/model.ts'
import {
  type CvFileData,
  fileAddress,
  type PageHead,
  siteAddress,
  structuredData,
} from '../document/head.ts'
import { lines } from '../search/documents.ts'
import cvStyles from '../styles/cv.css?inline'
import { cvPath, pageHref } from './addresses.ts'
import type { PageBuild, PageKind } from './build.ts'
import { CvPage } from './CvPage.tsx'

/**
 * The made CV's files as search data names them beside the profile (associatedMedia): its PDF,
 * Word file and resume.json. None for an owner's own PDF, whose page stays as it always was.
 */
export function cvFileData(content: SiteContent, build: PageBuild): CvFileData[] {
  const made = madeCv(content)
  if (!made || !build.cv) return []
  const name = made.pageTitle.replace('{name}', content.owner.name)
  const { pdf, word, resume } = build.cv
  return [
    { file: pdf, encodingFormat: 'application/pdf', kind: 'PDF' },
    {
      file: word,
      encodingFormat: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      kind: 'Word',
    },
    { file: resume, encodingFormat: 'application/json', kind: 'JSON Resume' },
  ].flatMap(({ file, encodingFormat, kind }) =>
    file
      ? [{ url: fileAddress(content, file.href), encodingFormat, name: `${name} (${kind})` }]
      : [],
  )
}

/**
 * The CV's page (cv/), in each language whose content asks for a made CV: the same model as its
 * PDF and Word file. Its stylesheet (src/styles/cv.css) lays it out as a CV on screen and on
 * paper; it has no picture in the enlarged view and no script of its own.
 */
export const cvKind: PageKind = {
  name: 'cv',
  pages: (content, build) => {
    const cv = cvModel(content, build)
    if (!cv) return []
    const path = cvPath(build.prefix)
    return [
      {
        key: 'cv',
        path,
        head: (versions): PageHead => ({
          path,
          versions,
          title: cv.title,
          description: cv.summary,
          type: 'profile',
          image: {
            ...content.meta.shareImage,
            url: siteAddress(content, content.meta.shareImage.src),
          },
          structuredData: structuredData(content, path, {
            cvFiles: cvFileData(content, build),
            education: true,
          }),
        }),
        body: (languages) => (
          <CvPage content={content} build={build} cv={cv} languages={languages} />
        ),
      },
    ]
  },
  stylesheet: cvStyles,
  speculated: (prefix) => [cvPath(prefix)],
  // The CV's page as one result: what it says of every role, project, certificate and degree.
  search: (content, build) => {
    const cv = cvModel(content, build)
    if (!cv) return []
    return [
      {
        kind: 'cv',
        title: cv.title,
        href: pageHref(build.base, cvPath(build.prefix)),
        text: lines(
          cv.jobTitle,
          cv.summary,
          cv.location?.text,
          cv.roles.flatMap((role) => [
            `${role.title}, ${role.employer}`,
            role.place ?? '',
            ...role.highlights,
          ]),
          cv.projects.flatMap((project) => [project.title, project.description]),
          cv.certifications.map(
            (certification) => `${certification.name} (${certification.issuer})`,
          ),
          cv.skills,
          cv.education.map((degree) => `${degree.degree} ${degree.field}, ${degree.institution}`),
          cv.languages.map((language) => `${language.name}: ${language.level}`),
        ),
      },
    ]
  },
}
