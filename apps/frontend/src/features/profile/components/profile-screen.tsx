import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ProductIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { usePersonalDocuments } from '../api/get-personal-documents';
import { useProfile } from '../api/get-profile';
import { DocumentsTab } from './documents-tab';
import { OverviewTab, type AccountSummary } from './overview-tab';
import { PersonalizationForm, EMPTY_PREFERENCES } from './personalization-form';
import '../../../styles/profile.css';

const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'personalization', label: 'Personalization' },
  { key: 'documents', label: 'Documents' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

interface ProfileScreenProps {
  email: string;
  /** From the subscription status; null while it loads. */
  account: AccountSummary | null;
  /** Back to Chat. */
  onClose(): void;
  /** Runs after preferences were saved (the profile itself is refetched here). */
  onPreferencesSaved?(): void;
}

/**
 * The profile screen (spec section 2), opened from the chat in its place. On mount it loads the
 * profile and the personal documents (the subscription comes from the caller); failed loads are
 * only logged and the defaults stay.
 */
export function ProfileScreen({ email, account, onClose, onPreferencesSaved }: ProfileScreenProps) {
  const id = useId();
  const [tab, setTab] = useState<TabKey>('overview');
  const profile = useProfile();
  const documents = usePersonalDocuments();
  const heading = useRef<HTMLHeadingElement>(null);
  const tabRefs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({});

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (profile.isError) console.error('Could not load the profile', profile.error);
  }, [profile.isError, profile.error]);
  useEffect(() => {
    if (documents.isError) console.error('Could not load personal documents', documents.error);
  }, [documents.isError, documents.error]);

  const preferences = profile.data?.preferences ?? EMPTY_PREFERENCES;

  function select(next: TabKey, focus = false) {
    setTab(next);
    if (focus) tabRefs.current[next]?.focus();
  }

  function handleTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((t) => t.key === tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const target = (moves[event.key]! + TABS.length) % TABS.length;
    select(TABS[target]!.key, true);
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
        <div role="tablist" aria-label="Profile sections" className="profile__tabs">
          {TABS.map((t) => (
            <button
              key={t.key}
              ref={(node) => {
                tabRefs.current[t.key] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${t.key}`}
              aria-controls={`${id}-panel-${t.key}`}
              aria-selected={tab === t.key}
              tabIndex={tab === t.key ? 0 : -1}
              className="profile__tab"
              onClick={() => select(t.key)}
              onKeyDown={handleTabKey}
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
            className="profile__panel"
          >
            {/* Every panel stays mounted, so unsaved edits survive a look at another tab. */}
            {t.key === 'overview' && (
              <OverviewTab email={email} account={account} preferences={preferences} onSetUp={() => select('personalization', true)} />
            )}
            {t.key === 'personalization' &&
              (profile.isPending ? (
                <p role="status">Loading your settings...</p>
              ) : (
                <PersonalizationForm initial={preferences} onSaved={onPreferencesSaved} />
              ))}
            {t.key === 'documents' && <DocumentsTab count={documents.data?.documents.length ?? 0} />}
          </div>
        ))}
      </main>
    </div>
  );
}
