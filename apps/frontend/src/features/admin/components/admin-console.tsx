import { AdminTabs } from './admin-tabs';
import { AnalyticsTab } from './analytics-tab';
import { AuditTab } from './audit-tab';
import { ContentTab } from './content-tab';
import { PartnersTab } from './partners-tab';
import { ReportsTab } from './reports-tab';
import { StatCards } from './stat-cards';
import { SystemTab } from './system-tab';
import { UsersTab } from './users-tab';
import { VouchersTab } from './vouchers-tab';

const TABS = [
  { id: 'reports', label: 'Reports', content: <ReportsTab /> },
  { id: 'partners', label: 'Partners', content: <PartnersTab /> },
  { id: 'users', label: 'Users', content: <UsersTab /> },
  { id: 'vouchers', label: 'Vouchers', content: <VouchersTab /> },
  { id: 'content', label: 'Content', content: <ContentTab /> },
  { id: 'system', label: 'System', content: <SystemTab /> },
  { id: 'audit', label: 'Audit', content: <AuditTab /> },
  { id: 'analytics', label: 'Analytics', content: <AnalyticsTab /> },
];

/** The admin's view of /admin: stat cards, then one tab per area. */
export function AdminConsole() {
  return (
    <>
      <StatCards />
      <AdminTabs tabs={TABS} label="Admin sections" />
    </>
  );
}
