/**
 * pdfkit 0.20 also takes a font fontkit has opened (PDFFontFactory.open: any object with
 * `layout`), which @types/pdfkit does not list: the CV opens each font once per build, and every
 * language's PDF shapes its text with the same tables, decoded once.
 */
declare namespace PDFKit.Mixins {
  interface PDFFont {
    registerFont(name: string, src: import('fontkit').Font): this
  }
}
