import { firstWithMore } from './personalization-options';
import '../../styles/personalization.css';

interface TagListProps {
  items: readonly string[];
  /** How many to show before the '+N more' tag. */
  max: number;
  label: string;
  /** False where one '+N more' follows several lists (the profile overview). */
  countRest?: boolean;
}

/** Chosen sectors or disciplines as tags: the first `max`, then '+N more' (spec section 9). */
export function TagList({ items, max, label, countRest = true }: TagListProps) {
  const { shown, more } = firstWithMore(items, max);
  return (
    <ul className="tag-list" aria-label={label}>
      {shown.map((item) => (
        <li key={item} className="tag">
          {item}
        </li>
      ))}
      {countRest && more > 0 && <li className="tag tag--more">+{more} more</li>}
    </ul>
  );
}
