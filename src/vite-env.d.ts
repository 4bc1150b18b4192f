/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_EMAILJS_PUBLIC_KEY?: string
  readonly VITE_EMAILJS_SERVICE_ID?: string
  readonly VITE_EMAILJS_TEMPLATE_ID?: string
  readonly VITE_EMAILJS_ORIGIN?: string
  readonly VITE_LOCAL_PROVIDER_ORIGIN?: string
}

/** A picture read and encoded by the picture pipeline (scripts/pictures/plugin.mjs). */
declare module '*?picture' {
  const picture: import('./content/pictures.ts').PictureModule | { error: string }
  export default picture
}
