/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_EMAILJS_PUBLIC_KEY?: string
  readonly VITE_EMAILJS_SERVICE_ID?: string
  readonly VITE_EMAILJS_TEMPLATE_ID?: string
  readonly VITE_EMAILJS_ORIGIN?: string
  readonly VITE_LOCAL_PROVIDER_ORIGIN?: string
}

/** An image inlined as a data: URI: a WebP drawn by sharp, or an SVG's own markup (scripts/pictures/raster.mjs). */
declare module '*?raster' {
  const src: string
  export default src
}
