import { HELP_CATEGORIES, HELP_CATEGORY_LABELS, type HelpCategory } from '../data/help-categories';

interface CategoryChipsProps {
  selected: HelpCategory;
  onSelect(category: HelpCategory): void;
}

/** Spec section 2: the category chips; one is pressed at a time. */
export function CategoryChips({ selected, onSelect }: CategoryChipsProps) {
  return (
    <div className="chips" role="group" aria-label="Filter by category">
      {HELP_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          className="chip"
          aria-pressed={category === selected}
          onClick={() => onSelect(category)}
        >
          {HELP_CATEGORY_LABELS[category]}
        </button>
      ))}
    </div>
  );
}
