// @ts-check
/**
 * The 1200×630 sharing picture (Open Graph, Twitter card) as HTML, drawn to a PNG by
 * `npm run images`. Names of 3 to 60 characters, in any script, fit in balanced lines.
 */

export const SHARE_CARD = { width: 1200, height: 630 }

/**
 * The site's colours on its sharing pictures (from src/styles/tokens.css): a deep blue to violet
 * background, white headings, light blue and light violet lines. The articles' cards
 * (scripts/pictures/share-cards.mjs) wear the same.
 */
export const SHARE_CARD_COLOURS = {
  background: 'linear-gradient(135deg,#1e3a8a,#0f172a 60%,#4c1d95)',
  heading: '#fff',
  line: '#bfdbfe',
  accent: '#c4b5fd',
  rule: '#60a5fa',
}

/** @param {string} name */
const nameFontSize = (name) => {
  const characters = [...name].length
  return characters <= 16 ? 84 : characters <= 28 ? 72 : characters <= 44 ? 60 : 52
}

/**
 * @param {{ name: string, jobTitle: string, tagline: string, logoDataUrl: string,
 *   escapeHtml: (text: string) => string }} card
 */
export function shareCardHtml({ name, jobTitle, tagline, logoDataUrl, escapeHtml }) {
  return `<div id="card" style="box-sizing:border-box;width:${SHARE_CARD.width}px;height:${SHARE_CARD.height}px;overflow:hidden;padding:64px 96px;display:flex;flex-direction:column;justify-content:center;gap:24px;font-family:system-ui,'DejaVu Sans',sans-serif;color:${SHARE_CARD_COLOURS.heading};background:${SHARE_CARD_COLOURS.background}">
      <img src="${logoDataUrl}" width="80" height="80">
      <div style="font-size:${nameFontSize(name)}px;line-height:1.1;font-weight:800;letter-spacing:-2px;text-wrap:balance;overflow-wrap:anywhere">${escapeHtml(name)}</div>
      <div style="font-size:38px;line-height:1.25;font-weight:600;color:${SHARE_CARD_COLOURS.line};text-wrap:balance">${escapeHtml(jobTitle)}</div>
      <div style="font-size:30px;line-height:1.3;color:${SHARE_CARD_COLOURS.accent};text-wrap:balance">${escapeHtml(tagline)}</div>
    </div>`
}
