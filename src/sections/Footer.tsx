interface FooterProps {
  copyright: string
}

export function Footer({ copyright }: FooterProps) {
  return (
    <footer className="site-footer">
      <p className="container">{copyright}</p>
    </footer>
  )
}
