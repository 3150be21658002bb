import { useState, type ReactNode } from 'react';
import { Tabs } from '../../../components/ui/tabs';

export interface AdminTab {
  id: string;
  label: string;
  content: ReactNode;
}

const CLASSES = { list: 'admin-tabs__list', tab: 'admin-tabs__tab', panel: 'admin-tabs__panel' };

/** The console's tabs. Only the selected panel is mounted, so a tab's data is fetched when it is opened. */
export function AdminTabs({ tabs, label }: { tabs: AdminTab[]; label: string }) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  return (
    <div className="admin-tabs">
      <Tabs
        label={label}
        tabs={tabs.map((tab) => ({ key: tab.id, label: tab.label, panel: tab.content }))}
        selected={selected}
        onSelect={setSelected}
        keepMounted={false}
        classNames={CLASSES}
      />
    </div>
  );
}
