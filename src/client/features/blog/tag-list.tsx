/** A post's tags as small pills. */
export function TagList({ tags, className = "" }: { tags: string[]; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-violet-400/10 px-2.5 py-1 text-xs text-violet-200">
          {tag}
        </li>
      ))}
    </ul>
  );
}
