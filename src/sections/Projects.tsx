import { Section } from '../components/Section.tsx'
import { TagList } from '../components/TagList.tsx'
import type { Project, SiteContent } from '../content/types.ts'
import { type PictureCatalog, projectPicture } from '../pictures/catalog.ts'
import { CardPicture } from './CardPicture.tsx'
import { PictureViewer, ViewerButton } from './PictureViewer.tsx'

interface ProjectsProps {
  id: string
  projects: SiteContent['projects']
  pictures: PictureCatalog
  /**
   * Links to case studies: the address of a project's case study page, if it has one, and the
   * link's words ("Read the case study"). Without them, the cards link nowhere.
   */
  caseStudyLinks?: { href: (project: Project) => string | undefined; label: string }
}

/**
 * The project cards: static HTML. Each card's picture is a button that opens the enlarged view,
 * an island (src/islands/viewer.tsx) that wakes when a visitor reaches for a picture; a tap
 * before it is ready opens the view from the page's HTML at once (OPENS, src/islands/markup.ts).
 */
export function Projects({ id, projects, pictures, caseStudyLinks }: ProjectsProps) {
  const items = projects.items.map((project) => ({
    ...project,
    picture: projectPicture(project, pictures),
  }))

  return (
    <Section id={id} title={projects.title} intro={projects.intro}>
      <ul className="project-grid">
        {items.map((project, index) => {
          // Asked about the content's own project (the build knows its case study by it).
          const href = caseStudyLinks?.href(projects.items[index] ?? project)
          return (
            <li key={project.title}>
              <article className="project-card">
                <ViewerButton
                  index={index}
                  label={projects.viewer.openLabel.replace('{title}', project.title)}
                  className="project-picture-button"
                >
                  <CardPicture picture={project.picture} />
                </ViewerButton>
                <div className="project-body">
                  <h3 className="project-title">
                    {href ? <a href={href}>{project.title}</a> : project.title}
                  </h3>
                  <p className="project-description">{project.description}</p>
                  <TagList tags={project.tags} />
                  {href && (
                    <p className="project-more">
                      <a className="text-link" href={href}>
                        {caseStudyLinks?.label}
                        <span className="sr-only">: {project.title}</span>
                      </a>
                    </p>
                  )}
                </div>
              </article>
            </li>
          )
        })}
      </ul>
      <PictureViewer labels={projects.viewer} items={items} />
    </Section>
  )
}
