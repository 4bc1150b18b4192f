import { Section } from '../components/Section.tsx'
import { TagList } from '../components/TagList.tsx'
import type { SiteContent } from '../content/types.ts'
import { Island } from '../islands/Island.tsx'
import { OPENS, PANEL, TRIGGER } from '../islands/markup.ts'
import { type PictureCatalog, projectPicture } from '../pictures/catalog.ts'
import { viewerPictureWidth } from '../styles/layout.ts'
import { CardPicture } from './CardPicture.tsx'
import { ProjectViewer, VIEWER_ID } from './ProjectViewer.tsx'

interface ProjectsProps {
  id: string
  projects: SiteContent['projects']
  pictures: PictureCatalog
}

/**
 * The project cards: static HTML. Each card's picture is a button that opens the enlarged view,
 * an island (src/islands/viewer.tsx) that wakes when a visitor reaches for a picture; a tap
 * before it is ready opens the view from the page's HTML at once (OPENS, src/islands/markup.ts).
 */
export function Projects({ id, projects, pictures }: ProjectsProps) {
  const items = projects.items.map((project) => ({
    ...project,
    picture: projectPicture(project, pictures),
  }))

  return (
    <Section id={id} title={projects.title} intro={projects.intro}>
      <ul className="project-grid">
        {items.map((project, index) => (
          <li key={project.title}>
            <article className="project-card">
              <button
                type="button"
                className="project-picture-button"
                aria-label={projects.viewer.openLabel.replace('{title}', project.title)}
                aria-haspopup="dialog"
                {...{ [TRIGGER]: 'viewer', [OPENS]: VIEWER_ID, [PANEL]: index }}
              >
                <CardPicture picture={project.picture} />
              </button>
              <div className="project-body">
                <h3 className="project-title">{project.title}</h3>
                <p className="project-description">{project.description}</p>
                <TagList tags={project.tags} />
              </div>
            </article>
          </li>
        ))}
      </ul>
      <Island
        name="viewer"
        when="intent"
        component={ProjectViewer}
        props={{
          labels: projects.viewer,
          items: items.map(
            ({ title, description, picture: { alt, src, width, height, sources } }) => ({
              title,
              description,
              picture: {
                alt,
                src,
                width,
                height,
                sources,
                // Where the browser can (Chromium), the laid-out width itself.
                sizes: `auto, ${viewerPictureWidth({ width, height })}`,
              },
            }),
          ),
        }}
      />
    </Section>
  )
}
