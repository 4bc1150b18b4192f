// @ts-check
/**
 * `node scripts/pictures/make-sample-screenshots.mjs`: draws the sample project screenshots
 * (src/content/images/) and the owner-like browser-test fixtures (e2e/fixtures/pictures/).
 * They stand for what an owner brings: large UI screenshots full of small text, a tall phone
 * screenshot, a camera JPEG, a square picture and a WebP. Each is a mock SharePoint / Power Apps
 * screen rendered in Chromium at its real pixel size, with seeded (repeatable) text.
 * The output is committed; run this only to redraw it (name files to draw only those:
 * `node scripts/pictures/make-sample-screenshots.mjs vendor-approvals.png`).
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const samples = join(root, 'src/content/images')
const fixtures = join(root, 'e2e/fixtures/pictures')

/** A small seeded random generator, so every run draws the same pictures. @param {number} seed */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const WORDS =
  'incident vendor approval contract change order invoice review pending approved rejected site audit safety report electrical panel north south east west team manager owner status priority high medium low request onboarding compliance certificate insurance expiry renewal task milestone budget forecast variance hours labour material supplier purchase department finance legal security access badge camera door alarm shift'.split(
    ' ',
  )

/** @param {() => number} rnd @param {number} min @param {number} max */
const words = (rnd, min, max) => {
  const count = min + Math.floor(rnd() * (max - min + 1))
  const out = []
  for (let i = 0; i < count; i++) out.push(WORDS[Math.floor(rnd() * WORDS.length)])
  const text = out.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

const STATUS = [
  ['Open', '#b91c1c', '#fee2e2'],
  ['In review', '#92400e', '#fef3c7'],
  ['Approved', '#166534', '#dcfce7'],
  ['Closed', '#334155', '#e2e8f0'],
]

/** @param {() => number} rnd @param {number} rows @param {string[]} columns */
function table(rnd, rows, columns) {
  const head = columns.map((c) => `<th>${c}</th>`).join('')
  let body = ''
  for (let r = 0; r < rows; r++) {
    const status = STATUS[Math.floor(rnd() * STATUS.length)] ?? STATUS[0]
    const cells = columns.map((c, i) => {
      if (i === 0) return `<td class="id">${1000 + Math.floor(rnd() * 9000)}</td>`
      if (c === 'Status')
        return `<td><span class="pill" style="color:${status[1]};background:${status[2]}">${status[0]}</span></td>`
      if (c.includes('Date') || c === 'Due')
        return `<td>${1 + Math.floor(rnd() * 28)}/${1 + Math.floor(rnd() * 12)}/2025</td>`
      if (c === 'Amount' || c === 'Budget')
        return `<td class="num">$${(rnd() * 90000).toFixed(2)}</td>`
      return `<td>${words(rnd, 1, i === 1 ? 6 : 3)}</td>`
    })
    body += `<tr>${cells.join('')}</tr>`
  }
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`
}

/** @param {() => number} rnd @param {number} bars @param {string} colour */
function chart(rnd, bars, colour) {
  let rects = ''
  for (let i = 0; i < bars; i++) {
    const h = 20 + rnd() * 120
    rects += `<rect x="${10 + i * (280 / bars)}" y="${150 - h}" width="${280 / bars - 6}" height="${h}" rx="2" fill="${colour}" opacity="${0.55 + rnd() * 0.45}"/>`
  }
  const line = Array.from(
    { length: bars },
    (_, i) => `${20 + i * (280 / bars)},${40 + rnd() * 80}`,
  ).join(' ')
  return `<svg viewBox="0 0 300 160" class="chart"><g stroke="#e2e8f0">${[30, 70, 110, 150].map((y) => `<line x1="0" x2="300" y1="${y}" y2="${y}"/>`).join('')}</g>${rects}<polyline points="${line}" fill="none" stroke="#0f172a" stroke-width="2"/></svg>`
}

const BASE_CSS = `
*{box-sizing:border-box} body{margin:0;font:13px/1.45 "Segoe UI",system-ui,sans-serif;color:#1f2937;background:#f3f2f1}
.suite{height:48px;background:var(--brand);color:#fff;display:flex;align-items:center;gap:16px;padding:0 16px;font-weight:600}
.suite .search{margin-left:auto;background:rgba(255,255,255,.9);color:#555;border-radius:4px;padding:6px 12px;width:360px;font-weight:400}
.layout{display:grid;grid-template-columns:220px 1fr;min-height:calc(100vh - 48px)}
nav{background:#fff;border-right:1px solid #e1dfdd;padding:12px 0} nav a{display:block;padding:7px 20px;color:#323130;text-decoration:none} nav a.on{background:#edebe9;border-left:3px solid var(--brand);font-weight:600}
main{padding:18px 24px;overflow:hidden} h1{font-size:22px;margin:0 0 4px;font-weight:600} .sub{color:#605e5c;margin-bottom:14px}
.banner{height:110px;margin:-18px -24px 16px;overflow:hidden}.cmd{display:flex;gap:18px;padding:8px 0 12px;color:#323130;border-bottom:1px solid #e1dfdd;margin-bottom:14px}.cmd span:first-child{color:var(--brand);font-weight:600}
.kpis{display:grid;grid-template-columns:repeat(4,1fr);gap:12px;margin-bottom:14px} .kpi{background:#fff;border-radius:6px;padding:12px 14px;box-shadow:0 1px 2px rgba(0,0,0,.12)} .kpi b{display:block;font-size:24px;color:var(--brand)} .kpi small{color:#605e5c}
.grid{display:grid;grid-template-columns:2fr 1fr;gap:14px} .panel{background:#fff;border-radius:6px;padding:12px 14px;box-shadow:0 1px 2px rgba(0,0,0,.12);overflow:hidden} .panel h2{font-size:15px;margin:0 0 8px}
table{width:100%;border-collapse:collapse;font-size:12.5px} th{text-align:left;color:#605e5c;font-weight:600;border-bottom:1px solid #e1dfdd;padding:6px 8px} td{padding:6px 8px;border-bottom:1px solid #f3f2f1;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:190px} td.id{color:var(--brand);font-weight:600} td.num{text-align:right;font-variant-numeric:tabular-nums}
.pill{border-radius:10px;padding:2px 8px;font-size:11.5px;font-weight:600}
.chart{width:100%;height:auto;display:block} .feed p{margin:0 0 8px;padding-bottom:8px;border-bottom:1px solid #f3f2f1} .feed b{color:var(--brand)} .feed small{display:block;color:#8a8886}
.avatar{display:inline-block;width:22px;height:22px;border-radius:50%;background:var(--brand);opacity:.7;vertical-align:middle;margin-right:6px}
`

/**
 * A SharePoint-style site: suite bar, site navigation, KPI tiles, a list, charts and a feed.
 * @param {{ seed: number, brand: string, title: string, nav: string[], columns: string[], rows: number }} screen
 */
function dashboard({ seed, brand, title, nav, columns, rows }) {
  const rnd = random(seed)
  const navLinks = nav.map((n, i) => `<a class="${i === 1 ? 'on' : ''}" href="#">${n}</a>`).join('')
  const kpis = ['Open items', 'Awaiting approval', 'Closed this month', 'Average days']
    .map(
      (k) =>
        `<div class="kpi"><small>${k}</small><b>${Math.floor(rnd() * 400)}</b><small>${words(rnd, 3, 6)}</small></div>`,
    )
    .join('')
  const feed = Array.from(
    { length: 9 },
    () =>
      `<p><span class="avatar"></span><b>${words(rnd, 2, 2)}</b> ${words(rnd, 5, 11)}<small>${Math.floor(rnd() * 59)} minutes ago</small></p>`,
  ).join('')
  return `<style>${BASE_CSS}</style><div style="--brand:${brand}">
  <div class="suite"><span>▦</span><span>SharePoint</span><span style="opacity:.8">${title}</span><span class="search">Search this site</span><span>⚙</span><span>?</span><span class="avatar" style="background:#fff"></span></div>
  <div class="layout"><nav>${navLinks}</nav><main>
  <div class="banner"><svg width="100%" height="100%" preserveAspectRatio="none" viewBox="0 0 600 90"><defs><linearGradient id="b${seed}"><stop offset="0" stop-color="${brand}"/><stop offset="1" stop-color="#f3f2f1"/></linearGradient><filter id="n${seed}"><feTurbulence type="fractalNoise" baseFrequency="0.012 0.06" numOctaves="3" seed="${seed}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="table" tableValues="0 0.35"/></feComponentTransfer></filter></defs><rect width="600" height="90" fill="url(#b${seed})"/><rect width="600" height="90" filter="url(#n${seed})"/></svg></div>
  <h1>${title}</h1><div class="sub">${words(rnd, 8, 14)}</div>
  <div class="cmd"><span>+ New</span><span>Edit in grid view</span><span>Share</span><span>Export to Excel</span><span>Automate</span><span>Integrate</span><span style="margin-left:auto">All items ▾</span></div>
  <div class="kpis">${kpis}</div>
  <div class="grid"><div class="panel"><h2>${words(rnd, 2, 3)}</h2>${table(rnd, rows, columns)}</div>
  <div><div class="panel"><h2>${words(rnd, 2, 3)}</h2>${chart(rnd, 12, brand)}</div><div class="panel" style="margin-top:14px"><h2>Activity</h2><div class="feed">${feed}</div></div></div></div>
  </main></div></div>`
}

/** A Power Apps phone screen: header, search, a gallery of list items with thumbnails. @param {{ seed: number }} screen */
function phoneApp({ seed }) {
  const rnd = random(seed)
  const items = Array.from({ length: 14 }, () => {
    const status = STATUS[Math.floor(rnd() * STATUS.length)] ?? STATUS[0]
    return `<div class="item"><div class="thumb" style="background:hsl(${Math.floor(rnd() * 360)} 55% 70%)"></div><div><b>${words(rnd, 2, 4)}</b><small>${words(rnd, 4, 8)}</small><span class="pill" style="color:${status[1]};background:${status[2]}">${status[0]}</span></div></div>`
  }).join('')
  return `<style>${BASE_CSS}
  .top{background:#742774;color:#fff;padding:44px 16px 14px;font-size:18px;font-weight:600} .srch{margin:12px 16px;background:#fff;border:1px solid #c8c6c4;border-radius:8px;padding:10px;color:#8a8886}
  .item{display:grid;grid-template-columns:56px 1fr;gap:12px;align-items:center;background:#fff;margin:0 16px 10px;border-radius:10px;padding:10px;box-shadow:0 1px 2px rgba(0,0,0,.12)} .item small{display:block;color:#605e5c} .thumb{width:56px;height:56px;border-radius:8px}
  .fab{position:fixed;right:20px;bottom:28px;width:56px;height:56px;border-radius:50%;background:#742774;color:#fff;font-size:30px;display:grid;place-items:center}</style>
  <div class="top">Site inspections<div style="font-size:12px;font-weight:400;opacity:.85">${words(rnd, 4, 6)}</div></div><div class="srch">Search inspections</div>${items}<div class="fab">+</div>`
}

/** A camera-like photo: soft light, shapes and sensor noise (noise is what makes JPEGs big). @param {{ seed: number }} scene */
function photo({ seed }) {
  const rnd = random(seed)
  const blobs = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${rnd() * 1500}" cy="${rnd() * 1000}" r="${20 + rnd() * 160}" fill="hsl(${Math.floor(20 + rnd() * 200)} ${Math.floor(20 + rnd() * 40)}% ${Math.floor(30 + rnd() * 50)}%)" opacity="${0.3 + rnd() * 0.5}"/>`,
  ).join('')
  return `<svg width="1500" height="1000" xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9ab8d6"/><stop offset=".55" stop-color="#e9dcc5"/><stop offset="1" stop-color="#5d4a3a"/></linearGradient>
  <filter id="blur"><feGaussianBlur stdDeviation="6"/></filter><filter id="noise"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="table" tableValues="0 0.28"/></feComponentTransfer></filter></defs>
  <rect width="1500" height="1000" fill="url(#g)"/><g filter="url(#blur)">${blobs}</g><rect x="380" y="380" width="740" height="420" fill="#2f3b48" rx="8"/><rect x="400" y="400" width="700" height="380" fill="#dfe6ee"/>
  <rect width="1500" height="1000" filter="url(#noise)"/></svg>`
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  /** Renders HTML at a CSS size and density; returns the PNG. */
  /** @param {string} html @param {number} width @param {number} height @param {number} scale */
  const shoot = async (html, width, height, scale) => {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale })
    await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`)
    const png = await page.screenshot({ type: 'png' })
    await page.close()
    return png
  }
  const nav = (/** @type {string[]} */ ...items) => [
    'Home',
    ...items,
    'Documents',
    'Pages',
    'Site contents',
    'Recycle bin',
  ]
  /** Each file and how to draw it. @type {[string, () => Promise<Buffer>][]} */
  const files = [
    [
      join(samples, 'security-incident-log.png'),
      async () =>
        await shoot(
          dashboard({
            seed: 1,
            brand: '#0f6cbd',
            title: 'Security Incident Log',
            nav: nav('Incidents', 'Investigations', 'Notifications'),
            columns: ['ID', 'Incident', 'Location', 'Reported by', 'Date', 'Status'],
            rows: 22,
          }),
          1400,
          800,
          2,
        ),
    ],
    [
      join(samples, 'project-management.png'),
      async () =>
        await shoot(
          dashboard({
            seed: 2,
            brand: '#107c41',
            title: 'Project Management',
            nav: nav('Projects', 'Change orders', 'Issues'),
            columns: ['ID', 'Project', 'Contract', 'Budget', 'Due', 'Status'],
            rows: 18,
          }),
          1050,
          675,
          2,
        ),
    ],
    [
      join(samples, 'vendor-onboarding.png'),
      async () =>
        await shoot(
          dashboard({
            seed: 3,
            brand: '#8a3ffc',
            title: 'Vendor Onboarding',
            nav: nav('Vendors', 'Approvals', 'Certificates'),
            columns: ['ID', 'Vendor', 'Category', 'Amount', 'Date', 'Status'],
            rows: 23,
          }),
          1390,
          820,
          2,
        ),
    ],
    [
      join(samples, 'vendor-approvals.png'),
      async () =>
        await shoot(
          dashboard({
            seed: 8,
            brand: '#8a3ffc',
            title: 'Vendor Approvals',
            nav: nav('Vendors', 'Approvals', 'Reminders'),
            columns: ['ID', 'Vendor', 'Check', 'Approver', 'Due', 'Status'],
            rows: 20,
          }),
          1280,
          760,
          2,
        ),
    ],
    [join(fixtures, 'phone-site-inspections.png'), () => shoot(phoneApp({ seed: 4 }), 390, 844, 3)],
    [
      join(fixtures, 'team-workshop.jpg'),
      async () =>
        await sharp(await shoot(photo({ seed: 5 }), 1500, 1000, 2))
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer(),
    ],
    [
      join(fixtures, 'approvals-square.png'),
      async () =>
        await shoot(
          dashboard({
            seed: 6,
            brand: '#c50f1f',
            title: 'Approvals',
            nav: nav('Requests'),
            columns: ['ID', 'Request', 'Owner', 'Status'],
            rows: 16,
          }),
          700,
          700,
          2,
        ),
    ],
    [
      join(fixtures, 'contracts-dashboard.webp'),
      async () =>
        await sharp(
          await shoot(
            dashboard({
              seed: 7,
              brand: '#038387',
              title: 'Contracts',
              nav: nav('Contracts', 'Renewals'),
              columns: ['ID', 'Contract', 'Supplier', 'Amount', 'Due', 'Status'],
              rows: 20,
            }),
            1200,
            700,
            2,
          ),
        )
          .webp({ quality: 80 })
          .toBuffer(),
    ],
  ]
  // `node scripts/pictures/make-sample-screenshots.mjs vendor-approvals.png` draws that one alone.
  const wanted = process.argv.slice(2)
  for (const [path, draw] of files) {
    if (wanted.length && !wanted.some((name) => path.endsWith(name))) continue
    const data = await draw()
    await writeFile(path, data)
    const { width, height, format } = await sharp(data).metadata()
    console.log(
      `${path.slice(root.length)}: ${width}×${height} ${format}, ${(data.length / 1e3).toFixed(0)} kB`,
    )
  }
} finally {
  await browser.close()
}
