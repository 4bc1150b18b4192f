import type { SendContactMessage } from './contact/emailClient.ts'
import type { SiteContent } from './content/types.ts'
import { useMounted } from './hooks/useMounted.ts'
import { Contact } from './sections/Contact.tsx'
import { Footer } from './sections/Footer.tsx'
import { Hero } from './sections/Hero.tsx'
import { Navbar } from './sections/Navbar.tsx'
import { Projects } from './sections/Projects.tsx'

interface AppProps {
  content: SiteContent
  sendMessage: SendContactMessage
}

export const MAIN_ID = 'main'

export function App({ content, sendMessage }: AppProps) {
  const loaded = useMounted()
  const { sectionIds } = content
  return (
    <div className={loaded ? 'app loaded' : 'app'}>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {content.skipLinkLabel}
      </a>
      <Navbar navbar={content.navbar} homeHref={`#${sectionIds.home}`} />
      <main id={MAIN_ID} tabIndex={-1}>
        <Hero
          id={sectionIds.home}
          name={content.owner.name}
          hero={content.hero}
          newTabNotice={content.newTabNotice}
        />
        <Projects id={sectionIds.projects} projects={content.projects} />
        <Contact id={sectionIds.contact} contact={content.contact} sendMessage={sendMessage} />
      </main>
      <Footer company={content.owner.company} footer={content.footer} />
    </div>
  )
}
