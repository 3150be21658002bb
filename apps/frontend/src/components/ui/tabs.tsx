import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import '../../styles/tabs.css';

export interface TabDef<K extends string> {
  key: K;
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps<K extends string> {
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly TabDef<K>[];
  selected: K;
  onSelect(key: K): void;
  /**
   * Every panel stays mounted (hidden when not selected), so unsaved edits survive a look at
   * another tab; otherwise only the selected panel is mounted and its data loads when opened.
   */
  keepMounted: boolean;
  /** The screen's own classes, added to the shared look of styles/tabs.css. */
  classNames: { list: string; tab: string; panel: string };
  /** Lets the owner move focus to a tab (for example after a "set up" link switches tabs). */
  tabRef?(key: K, node: HTMLButtonElement | null): void;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (wrapping), Home and End
 * jump to the ends, and only the selected tab is in the tab order.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  keepMounted,
  classNames,
  tabRef,
}: TabsProps<K>) {
  const id = useId();
  const refs = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const move = MOVES[event.key];
    if (!move || tabs.length === 0) return;
    event.preventDefault();
    const next =
      tabs[
        move(
          tabs.findIndex((t) => t.key === selected),
          tabs.length,
        )
      ]!.key;
    onSelect(next);
    refs.current[next]?.focus();
  }

  const shown = keepMounted ? tabs : tabs.filter((t) => t.key === selected);
  return (
    <>
      <div role="tablist" aria-label={label} className={`tabs__list ${classNames.list}`}>
        {tabs.map((t) => (
          <button
            key={t.key}
            ref={(node) => {
              refs.current[t.key] = node;
              tabRef?.(t.key, node);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-controls={`${id}-panel-${t.key}`}
            aria-selected={selected === t.key}
            tabIndex={selected === t.key ? 0 : -1}
            className={`tabs__tab ${classNames.tab}`}
            onClick={() => onSelect(t.key)}
            onKeyDown={onKeyDown}
          >
            {t.label}
          </button>
        ))}
      </div>
      {shown.map((t) => (
        <div
          key={t.key}
          role="tabpanel"
          id={`${id}-panel-${t.key}`}
          aria-labelledby={`${id}-tab-${t.key}`}
          hidden={selected !== t.key}
          tabIndex={0}
          className={classNames.panel}
        >
          {t.panel}
        </div>
      ))}
    </>
  );
}
