// The category badges above the articles: 'All Categories' plus every category found; one is pressed at a time.
import { m } from '@/paraglide/messages.js';

interface CategoryFilterProps {
  categories: string[];
  /** null means All Categories. */
  selected: string | null;
  onSelect: (category: string | null) => void;
}

const chip =
  'rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
const on = 'bg-indigo-600 text-white ring-indigo-600';
const off = 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50';

export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const options: [string, string | null][] = [[m.blog_all_categories(), null], ...categories.map((c): [string, string] => [c, c])];
  return (
    <div role="group" aria-label={m.blog_filter_by_category()} className="flex flex-wrap gap-2">
      {options.map(([label, value]) => (
        <button key={value ?? ''} type="button" aria-pressed={selected === value} onClick={() => onSelect(value)} className={`${chip} ${selected === value ? on : off}`}>
          {label}
        </button>
      ))}
    </div>
  );
}
