import { useState, type ReactNode } from 'react';
import { Tabs } from '../../../components/ui/tabs';

export type VaultTab = 'personal' | 'community';

interface VaultTabsProps {
  personal: ReactNode;
  community: ReactNode;
}

const CLASSES = { list: 'vault-tabs__list', tab: 'vault-tabs__tab', panel: 'vault-tabs__panel' };

/** The vault's two banks as ARIA tabs (arrow keys, Home and End move between them). Both stay mounted. */
export function VaultTabs({ personal, community }: VaultTabsProps) {
  const [tab, setTab] = useState<VaultTab>('personal');
  return (
    <div className="vault-tabs">
      <Tabs<VaultTab>
        label="Knowledge banks"
        tabs={[
          { key: 'personal', label: 'Personal Knowledge Bank', panel: personal },
          { key: 'community', label: 'Community Knowledge Bank', panel: community },
        ]}
        selected={tab}
        onSelect={setTab}
        keepMounted
        classNames={CLASSES}
      />
    </div>
  );
}
