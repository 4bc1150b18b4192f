/**
 * The enlarged view's island, opened from each picture's button. Its items (each picture and
 * its caption) are read from the page's own HTML; its props carry only its words.
 */
import { itemsInPage, ProjectViewer } from '../sections/ProjectViewer.tsx'
import { hydrateIsland } from './hydrate.tsx'

hydrateIsland('viewer', ProjectViewer, (element) => ({ items: itemsInPage(element) }))
