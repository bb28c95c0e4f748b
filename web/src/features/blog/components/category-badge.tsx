// The small coloured category label of a blog post.
export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-flex max-w-full items-center truncate rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200">
      {category}
    </span>
  );
}
