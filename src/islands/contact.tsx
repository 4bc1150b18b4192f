/** The contact form's island: it wakes when the form comes near the viewport or gets focus. */
import { ContactIsland } from '../contact/ContactIsland.tsx'
import { hydrateIsland } from './hydrate.tsx'

hydrateIsland('contact', ContactIsland)
