interface TagListProps {
  tags: readonly string[]
}

export function TagList({ tags }: TagListProps) {
  return (
    <ul className="tag-list">
      {tags.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
    </ul>
  )
}
