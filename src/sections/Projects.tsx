import { TagList } from '../components/TagList.tsx'
import type { SiteContent } from '../content/types.ts'

interface ProjectsProps {
  id: string
  projects: SiteContent['projects']
}

export function Projects({ id, projects }: ProjectsProps) {
  return (
    <section id={id} className="section container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {projects.title}
      </h2>
      <p className="section-intro">{projects.intro}</p>
      <ul className="project-grid">
        {projects.items.map((project) => (
          <li key={project.title}>
            <article className="project-card">
              <img
                className="project-image"
                src={project.image.src}
                alt={project.image.alt}
                width={project.image.width}
                height={project.image.height}
                loading="lazy"
                decoding="async"
              />
              <div className="project-body">
                <h3 className="project-title">{project.title}</h3>
                <p className="project-description">{project.description}</p>
                <TagList tags={project.tags} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
