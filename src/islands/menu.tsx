/** The phone menu's island: the button that opens and closes the navigation links. */
import { NavMenu } from '../sections/NavMenu.tsx'
import { hydrateIsland } from './hydrate.tsx'

hydrateIsland('menu', NavMenu)
