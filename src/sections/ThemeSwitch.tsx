import { Icon } from '../components/Icon.tsx'
import type { SiteContent } from '../content/types.ts'
import { THEME_NAME, THEMES } from '../document/theme.ts'

interface ThemeSwitchProps {
  labels: SiteContent['navbar']['theme']
}

/**
 * The colour theme control: a native <select> (one stop for the keyboard, its name and current
 * choice read out by screen readers, drawn in the system's colours in forced colours). The
 * page's head script (src/document/theme.ts) shows the choice in it, applies a change and keeps
 * it; React never sets its value, so hydrating the menu around it changes nothing. Without
 * scripts it is not shown (global.css): the page then follows the system.
 */
export function ThemeSwitch({ labels }: ThemeSwitchProps) {
  return (
    <label className="theme-switch">
      <Icon name="theme" size={20} />
      <span className="sr-only">{labels.label}</span>
      <select name={THEME_NAME} autoComplete="off">
        {THEMES.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
    </label>
  )
}
