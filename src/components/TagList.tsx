interface TagListProps {
  tags: readonly string[]
  /** Each tag's page, where tags have pages (an article's): each tag is then a link. */
  href?: ((tag: string) => string) | undefined
}

export function TagList({ tags, href }: TagListProps) {
  return (
    <ul className="tag-list">
      {tags.map((tag) => (
        <li key={tag} className="tag">
          {href ? (
            <a className="tag-link" href={href(tag)}>
              {tag}
            </a>
          ) : (
            tag
          )}
        </li>
      ))}
    </ul>
  )
}
