import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { createEmailClient } from './contact/emailClient.ts'
import { resolveEmailConfig } from './contact/emailConfig.ts'
import { site } from './content/site.ts'
import './styles/global.css'

const sendMessage = createEmailClient(resolveEmailConfig(import.meta.env))

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

const app = (
  <StrictMode>
    <App content={site} sendMessage={sendMessage} />
  </StrictMode>
)

// The built page is prerendered, so React adopts the existing HTML instead of rebuilding it.
// As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread in one long task.
if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app))
else createRoot(container).render(app)
