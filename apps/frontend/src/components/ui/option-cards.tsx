import type { ReactNode } from 'react';

export interface OptionCard<Id extends string> {
  id: Id;
  title: string;
  description: string;
  /** A short line at the foot of the card (e.g. the response time). */
  meta?: ReactNode;
}

/** The cards of a table of choices: its ids in order, each with its title, description and `meta` line. */
export function cardsFor<Id extends string, Info extends { title: string; description: string }>(
  ids: readonly Id[],
  info: Readonly<Record<Id, Info>>,
  meta: (choice: Info) => ReactNode,
): OptionCard<Id>[] {
  return ids.map((id) => ({
    id,
    title: info[id].title,
    description: info[id].description,
    meta: meta(info[id]),
  }));
}

interface OptionCardsProps<Id extends string> {
  options: readonly OptionCard<Id>[];
  selected: Id | null;
  onSelect(id: Id): void;
  /** Accessible name of the group. */
  label: string;
  /** The id of the region a card opens, for aria-controls. */
  controls?: string;
}

/**
 * Whole-card choices (contact reasons, feedback kinds). Each card is a real button, so it is
 * reachable with Tab and pressed with Enter or Space; the chosen one reads as pressed.
 */
export function OptionCards<Id extends string>({
  options,
  selected,
  onSelect,
  label,
  controls,
}: OptionCardsProps<Id>) {
  return (
    <ul className="option-cards" aria-label={label}>
      {options.map((option) => (
        <li key={option.id}>
          <button
            type="button"
            className="option-card"
            aria-pressed={selected === option.id}
            aria-controls={selected === option.id ? controls : undefined}
            onClick={() => onSelect(option.id)}
          >
            <span className="option-card__title">{option.title}</span>
            <span className="option-card__text">{option.description}</span>
            {option.meta && <span className="option-card__meta">{option.meta}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
