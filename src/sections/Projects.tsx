import { lazy, Suspense, useRef, useState } from 'react'
import { TagList } from '../components/TagList.tsx'
import { type ProjectPictureFiles, projectPicture } from '../content/pictures.ts'
import type { SiteContent } from '../content/types.ts'
import { CardPicture } from './CardPicture.tsx'

// The enlarged view loads on first use, so its code is not part of the first load.
const ProjectViewer = lazy(() => import('./ProjectViewer.tsx'))

interface ProjectsProps {
  id: string
  projects: SiteContent['projects']
}

export function Projects({ id, projects }: ProjectsProps) {
  const [shown, setShown] = useState<number | null>(null)
  const triggers = useRef<(HTMLButtonElement | null)[]>([])
  const items = projects.items.map((project) => ({
    ...project,
    picture: projectPicture(project),
  }))

  const close = (index: number) => {
    setShown(null)
    triggers.current[index]?.focus()
  }

  return (
    <section id={id} className="section container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {projects.title}
      </h2>
      <p className="section-intro">{projects.intro}</p>
      <ul className="project-grid">
        {items.map((project, index) => (
          <li key={project.title}>
            <article className="project-card">
              <button
                ref={(button) => {
                  triggers.current[index] = button
                }}
                type="button"
                className="project-picture-button"
                aria-label={projects.viewer.openLabel.replace('{title}', project.title)}
                aria-haspopup="dialog"
                onClick={() => setShown(index)}
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
      {shown !== null && (
        <Suspense fallback={null}>
          <ProjectViewer
            items={items}
            index={shown}
            labels={projects.viewer}
            onNavigate={setShown}
            onClose={close}
          />
        </Suspense>
      )}
    </section>
  )
}

export type ViewerItem = SiteContent['projects']['items'][number] & { picture: ProjectPictureFiles }
