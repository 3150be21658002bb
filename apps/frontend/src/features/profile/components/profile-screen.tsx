import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ProductIcon } from '../../../components/ui/icons';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { useLoggedFailure } from '../../../hooks/use-logged-failure';
import { useDocuments } from '../../../lib/knowledge/get-documents';
import { EMPTY_PREFERENCES, useProfile } from '../api/get-profile';
import { DocumentsTab } from './documents-tab';
import { OverviewTab, type AccountSummary } from './overview-tab';
import { PersonalizationForm } from './personalization-form';
import '../../../styles/profile.css';

type TabKey = 'overview' | 'personalization' | 'documents' | 'security';
const TAB_CLASSES = { list: 'profile__tabs', tab: 'profile__tab', panel: 'profile__panel' };

interface ProfileScreenProps {
  email: string;
  /** From the subscription status; null while it loads. */
  account: AccountSummary | null;
  /** Back to Chat. */
  onClose(): void;
  /** Runs after preferences were saved (the profile itself is refetched here). */
  onPreferencesSaved?(): void;
  /** The Security tab's content (the auth feature's account security), supplied by the route. */
  security?: ReactNode;
  /** The overview's billing card (the payments feature's), supplied by the route. */
  billing?: ReactNode;
  /** The overview's voucher card (the vouchers feature's redeem form), supplied by the route. */
  voucher?: ReactNode;
}

/**
 * The profile screen (spec section 2), opened from the chat in its place. On mount it loads the
 * profile and the personal documents (the subscription comes from the caller); failed loads are
 * only logged and the defaults stay.
 */
export function ProfileScreen({
  email,
  account,
  onClose,
  onPreferencesSaved,
  security,
  billing,
  voucher,
}: ProfileScreenProps) {
  const [tab, setTab] = useState<TabKey>('overview');
  const profile = useProfile();
  const documents = useDocuments('personal');
  const heading = useRef<HTMLHeadingElement>(null);
  const tabRefs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({});

  useEffect(() => heading.current?.focus(), []);
  useLoggedFailure(profile, 'Could not load the profile');
  useLoggedFailure(documents, 'Could not load personal documents');

  const preferences = profile.data?.preferences ?? EMPTY_PREFERENCES;

  function select(next: TabKey, focus = false) {
    setTab(next);
    if (focus) tabRefs.current[next]?.focus();
  }

  return (
    <div className="profile">
      <header className="profile__header">
        <Link to={paths.home.path} className="profile__logo">
          <ProductIcon /> {PRODUCT_NAME}
        </Link>
        <button type="button" className="button button--secondary" onClick={onClose}>
          <span aria-hidden="true">←</span> Back to Chat
        </button>
      </header>
      <main id="main" className="profile__main">
        <h1 ref={heading} tabIndex={-1} className="profile__title">
          Profile &amp; Settings
        </h1>
        <Tabs<TabKey>
          label="Profile sections"
          tabs={[
            {
              key: 'overview',
              label: 'Overview',
              panel: (
                <OverviewTab
                  email={email}
                  account={account}
                  preferences={preferences}
                  onSetUp={() => select('personalization', true)}
                  billing={billing}
                  voucher={voucher}
                />
              ),
            },
            {
              key: 'personalization',
              label: 'Personalization',
              panel: profile.isPending ? (
                <p role="status">Loading your settings...</p>
              ) : (
                <PersonalizationForm initial={preferences} onSaved={onPreferencesSaved} />
              ),
            },
            {
              key: 'documents',
              label: 'Documents',
              panel: <DocumentsTab count={documents.data?.documents.length ?? 0} />,
            },
            ...(security ? [{ key: 'security' as const, label: 'Security', panel: security }] : []),
          ]}
          selected={tab}
          onSelect={setTab}
          // Every panel stays mounted, so unsaved edits survive a look at another tab.
          keepMounted
          classNames={TAB_CLASSES}
          tabRef={(key, node) => {
            tabRefs.current[key] = node;
          }}
        />
      </main>
    </div>
  );
}
