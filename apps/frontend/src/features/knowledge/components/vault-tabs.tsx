import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type VaultTab = 'personal' | 'community';

const TABS: readonly { key: VaultTab; label: string }[] = [
  { key: 'personal', label: 'Personal Knowledge Bank' },
  { key: 'community', label: 'Community Knowledge Bank' },
];

interface VaultTabsProps {
  personal: ReactNode;
  community: ReactNode;
}

/** The vault's two banks as ARIA tabs (arrow keys, Home and End move between them). Both stay mounted. */
export function VaultTabs({ personal, community }: VaultTabsProps) {
  const id = useId();
  const [tab, setTab] = useState<VaultTab>('personal');
  const refs = useRef<Partial<Record<VaultTab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((t) => t.key === tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = TABS[(moves[event.key]! + TABS.length) % TABS.length]!.key;
    setTab(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="vault-tabs">
      <div role="tablist" aria-label="Knowledge banks" className="vault-tabs__list">
        {TABS.map((t) => (
          <button
            key={t.key}
            ref={(node) => {
              refs.current[t.key] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-controls={`${id}-panel-${t.key}`}
            aria-selected={tab === t.key}
            tabIndex={tab === t.key ? 0 : -1}
            className="vault-tabs__tab"
            onClick={() => setTab(t.key)}
            onKeyDown={onKeyDown}
          >
            {t.label}
          </button>
        ))}
      </div>
      {TABS.map((t) => (
        <div
          key={t.key}
          role="tabpanel"
          id={`${id}-panel-${t.key}`}
          aria-labelledby={`${id}-tab-${t.key}`}
          hidden={tab !== t.key}
          tabIndex={0}
          className="vault-tabs__panel"
        >
          {t.key === 'personal' ? personal : community}
        </div>
      ))}
    </div>
  );
}
