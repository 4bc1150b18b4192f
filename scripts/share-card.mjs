// @ts-check
/**
 * The 1200×630 sharing picture (Open Graph, Twitter card) as HTML, drawn to a PNG by
 * `npm run images`. Names of 3 to 60 characters, in any script, fit in balanced lines.
 */

export const SHARE_CARD = { width: 1200, height: 630 }

/**
 * The site's colours on its sharing pictures, from the owner's colour (src/styles/accent.ts, which
 * checks their contrast): a gradient from the accent's deep shade through navy to a deep second
 * accent, white headings, lines in the dark theme's tag text and accent, a rule in its primary.
 * The articles' cards (scripts/pictures/share-cards.mjs) wear the same.
 * @param {import('../src/styles/accent.ts').CardColours} card
 */
export const shareCardColours = (card) => ({
  background: `linear-gradient(135deg,${card.from},${card.via} 60%,${card.to})`,
  heading: card.heading,
  line: card.line,
  accent: card.accent,
  rule: card.rule,
})

/** @typedef {ReturnType<typeof shareCardColours>} ShareCardColours */

/** @param {string} name */
const nameFontSize = (name) => {
  const characters = [...name].length
  return characters <= 16 ? 84 : characters <= 28 ? 72 : characters <= 44 ? 60 : 52
}

/**
 * @param {{ name: string, jobTitle: string, tagline: string, logoDataUrl: string,
 *   escapeHtml: (text: string) => string, colours: ShareCardColours }} card
 */
export function shareCardHtml({ name, jobTitle, tagline, logoDataUrl, escapeHtml, colours }) {
  return `<div id="card" style="box-sizing:border-box;width:${SHARE_CARD.width}px;height:${SHARE_CARD.height}px;overflow:hidden;padding:64px 96px;display:flex;flex-direction:column;justify-content:center;gap:24px;font-family:system-ui,'DejaVu Sans',sans-serif;color:${colours.heading};background:${colours.background}">
      <img src="${logoDataUrl}" width="80" height="80">
      <div style="font-size:${nameFontSize(name)}px;line-height:1.1;font-weight:800;letter-spacing:-2px;text-wrap:balance;overflow-wrap:anywhere">${escapeHtml(name)}</div>
      <div style="font-size:38px;line-height:1.25;font-weight:600;color:${colours.line};text-wrap:balance">${escapeHtml(jobTitle)}</div>
      <div style="font-size:30px;line-height:1.3;color:${colours.accent};text-wrap:balance">${escapeHtml(tagline)}</div>
    </div>`
}
