import { MAIN_ID } from './App.tsx'
import type { SiteContent } from './content/types.ts'
import { Footer } from './sections/Footer.tsx'
import { Navbar } from './sections/Navbar.tsx'
import { NotFound } from './sections/NotFound.tsx'

interface NotFoundPageProps {
  content: SiteContent
}

/**
 * The site's own 404 page: the home page's header and footer around a short text and a link
 * home. It is static HTML: it loads no script, so its navigation points at the home page's
 * sections (/#projects) rather than at anchors on this page.
 */
export function NotFoundPage({ content }: NotFoundPageProps) {
  return (
    <div className="app">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {content.skipLinkLabel}
      </a>
      <Navbar navbar={content.navbar} homeHref="/" linkBase="/" collapsible={false} />
      <main id={MAIN_ID} tabIndex={-1}>
        <NotFound id="not-found" name={content.owner.name} notFound={content.notFound} />
      </main>
      <Footer company={content.owner.company} footer={content.footer} />
    </div>
  )
}
