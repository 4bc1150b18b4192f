/** The enlarged project view's island, opened from each card's picture button. */
import { ProjectViewer } from '../sections/ProjectViewer.tsx'
import { hydrateIsland } from './hydrate.tsx'

hydrateIsland('viewer', ProjectViewer)
