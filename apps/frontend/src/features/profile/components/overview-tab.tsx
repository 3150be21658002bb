import type { ReactNode } from 'react';
import type { ProfilePreferences } from '@buildmentor/contracts';
import { TagList } from '../../../components/personalization/tag-list';

export interface AccountSummary {
  isTrial: boolean;
  /** The plan's name as the sidebar's plan box shows it ('Pro Plan', 'Starter', 'Day Pass'...). */
  planLabel: string;
  questionsRemaining: number;
}

/** Spec section 9: the overview shows 3 per list. */
const OVERVIEW_ITEMS = 3;

interface OverviewTabProps {
  email: string;
  account: AccountSummary | null;
  preferences: ProfilePreferences;
  onSetUp(): void;
  /** The billing card (the payments feature's), supplied by the route; shown under the account. */
  billing?: ReactNode;
  /** The voucher card (the vouchers feature's), supplied by the route; shown under billing. */
  voucher?: ReactNode;
}

/** Overview: email, account type, the trial's questions, billing (paid plans), a voucher and the AI Personalization card. */
export function OverviewTab({ email, account, preferences, onSetUp, billing, voucher }: OverviewTabProps) {
  const { industry_sectors: sectors, disciplines } = preferences;
  const personalised = sectors.length > 0 || disciplines.length > 0;
  const more =
    Math.max(sectors.length - OVERVIEW_ITEMS, 0) + Math.max(disciplines.length - OVERVIEW_ITEMS, 0);

  return (
    <div className="profile-overview">
      <section className="profile-card" aria-labelledby="profile-account-title">
        <h2 id="profile-account-title" className="profile-card__title">
          Account
        </h2>
        <dl className="profile-facts">
          <div>
            <dt>Email</dt>
            <dd>{email}</dd>
          </div>
          <div>
            <dt>Account Type</dt>
            <dd>
              {account ? (
                <span className={`badge ${account.isTrial ? 'badge--trial' : 'badge--pro'}`}>
                  {account.isTrial ? 'Free Trial' : account.planLabel}
                </span>
              ) : (
                'Checking...'
              )}
            </dd>
          </div>
          {account?.isTrial && (
            <div>
              <dt>Questions Remaining</dt>
              <dd>{Math.max(account.questionsRemaining, 0)}</dd>
            </div>
          )}
        </dl>
      </section>

      {billing}
      {voucher}

      <section className="profile-card" aria-labelledby="profile-ai-title">
        <h2 id="profile-ai-title" className="profile-card__title">
          AI Personalization
        </h2>
        {personalised ? (
          <>
            <p className="profile-card__active">AI Personalization Active</p>
            <TagGroup title="Industry Sectors" label="Industry sectors" items={sectors} />
            <TagGroup title="Disciplines" label="Disciplines" items={disciplines} />
            {more > 0 && <p className="tag tag--more">+{more} more</p>}
          </>
        ) : (
          <>
            <p>Complete your personalization to get tailored AI responses</p>
            <button type="button" className="button button--primary" onClick={onSetUp}>
              Set Up Personalization
            </button>
          </>
        )}
      </section>
    </div>
  );
}

/** One chosen list under its subtitle: the first few, the rest counted once below all lists. */
function TagGroup({ title, label, items }: { title: string; label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3 className="profile-card__subtitle">{title}</h3>
      <TagList items={items} max={OVERVIEW_ITEMS} label={label} countRest={false} />
    </>
  );
}
