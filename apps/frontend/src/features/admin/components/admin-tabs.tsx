import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AdminTab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (wrapping), Home and End
 * jump to the ends, and only the selected tab is in the tab order. Only the selected panel is
 * mounted, so a tab's data is fetched when it is opened.
 */
export function AdminTabs({ tabs, label }: { tabs: AdminTab[]; label: string }) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const baseId = useId();
  const active = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    setSelected(tab.id);
    refs.current[tab.id]?.focus();
  };

  return (
    <div className="admin-tabs">
      <div role="tablist" aria-label={label} className="admin-tabs__list">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(node) => {
              refs.current[tab.id] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === active?.id}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === active?.id ? 0 : -1}
            className="admin-tabs__tab"
            onClick={() => setSelected(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.id}`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
          tabIndex={0}
          className="admin-tabs__panel"
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
