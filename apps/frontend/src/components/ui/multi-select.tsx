import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon } from './icons';
import '../../styles/multi-select.css';

export interface MultiSelectOption {
  value: string;
  label: string;
  /** One line shown under the label in the suggestions. */
  description?: string;
}

interface MultiSelectProps {
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange(next: string[]): void;
  placeholder?: string;
  /** A line under the label, read with the field (e.g. what the choice is used for). */
  hint?: string;
  /** Tallest the suggestions list grows before it scrolls (spec section 9: 300px / 400px). */
  maxHeight: number;
}

/** Spec section 9: the dropdown closes this long after the field loses focus. */
export const BLUR_CLOSE_DELAY_MS = 150;

/** Case-insensitive substring match on the label, leaving out what is already picked (spec 5). */
export function filterOptions(
  options: readonly MultiSelectOption[],
  picked: readonly string[],
  query: string,
) {
  const needle = query.trim().toLowerCase();
  return options.filter(
    (option) => !picked.includes(option.value) && option.label.toLowerCase().includes(needle),
  );
}

/**
 * A searchable multi-select following the WAI-ARIA combobox pattern (a text input with a listbox
 * popup): focus or typing opens the suggestions, arrow keys move the highlight with wrap-around,
 * Enter picks it, Escape closes; picked options leave the suggestions and become removable chips.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  placeholder,
  hint,
  maxHeight,
}: MultiSelectProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  const suggestions = useMemo(() => filterOptions(options, value, query), [options, value, query]);
  const labels = useMemo(() => new Map(options.map((option) => [option.value, option.label])), [options]);
  const optionId = (index: number) => `${id}-option-${index}`;
  const active = open && highlighted >= 0 && highlighted < suggestions.length ? highlighted : -1;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  useEffect(() => {
    // Keeps the highlighted option visible in a list that scrolls.
    if (active >= 0)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);

  function openList() {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  }

  function pick(option: MultiSelectOption) {
    onChange([...value, option.value]);
    setQuery('');
    setHighlighted(-1);
    inputRef.current?.focus();
  }

  function remove(optionValue: string) {
    onChange(value.filter((v) => v !== optionValue));
    inputRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        openList();
        if (count > 0) setHighlighted((current) => (current < count - 1 ? current + 1 : 0));
        break;
      case 'ArrowUp':
        event.preventDefault();
        openList();
        if (count > 0) setHighlighted((current) => (current > 0 ? current - 1 : count - 1));
        break;
      case 'Enter': {
        // Never submits a surrounding form: Enter here means "pick".
        event.preventDefault();
        const option = active >= 0 ? suggestions[active] : undefined;
        if (option) pick(option);
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          // Only the list closes, not whatever contains this field.
          event.stopPropagation();
          setOpen(false);
          setHighlighted(-1);
        } else if (query) {
          event.preventDefault();
          setQuery('');
        }
        break;
      default:
        break;
    }
  }

  const typed = query.trim();
  return (
    <div className="multi-select">
      <label className="multi-select__label" htmlFor={inputId}>
        {label}
        <span className="multi-select__count"> ({value.length} selected)</span>
      </label>
      {hint && (
        <p id={hintId} className="multi-select__hint">
          {hint}
        </p>
      )}
      {value.length > 0 && (
        <ul className="multi-select__chips" aria-label={`Selected: ${label}`}>
          {value.map((picked) => {
            const text = labels.get(picked) ?? picked;
            return (
              <li key={picked} className="chip">
                <span>{text}</span>
                <button
                  type="button"
                  className="chip__remove"
                  aria-label={`Remove ${text}`}
                  onClick={() => remove(picked)}
                >
                  <CloseIcon />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="multi-select__field">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-describedby={hint ? hintId : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setHighlighted(-1);
            openList();
          }}
          onFocus={openList}
          onBlur={() => {
            window.clearTimeout(closeTimer.current);
            closeTimer.current = window.setTimeout(() => {
              setOpen(false);
              setHighlighted(-1);
            }, BLUR_CLOSE_DELAY_MS);
          }}
          onKeyDown={handleKeyDown}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className="multi-select__list"
        hidden={!open || suggestions.length === 0}
        style={{ maxHeight }}
      >
        {suggestions.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`multi-select__option${index === active ? ' multi-select__option--active' : ''}`}
            // Keeps focus in the input, so picking with the mouse does not start the blur close.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setHighlighted(index)}
            onClick={() => pick(option)}
          >
            <span className="multi-select__option-label">{option.label}</span>
            {option.description && (
              <span className="multi-select__option-description">{option.description}</span>
            )}
          </li>
        ))}
      </ul>
      {open && suggestions.length === 0 && (
        <p className="multi-select__empty" role="status">
          {typed ? `No options found for "${typed}"` : 'All options are selected'}
        </p>
      )}
    </div>
  );
}
