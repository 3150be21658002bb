import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { AuthUser } from '@buildmentor/contracts';
import { planLabel } from '@buildmentor/contracts/plans';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { paths } from '../../config/paths';
import { useIsAdmin } from '../../features/admin/hooks/use-is-admin';
import { ChatWorkspace } from '../../features/chat/components/chat-workspace';
import { ExamplesPanel } from '../../features/examples/components/examples-panel';
import { AnswerActions } from '../../features/feedback/components/answer-actions';
import { useRefreshProfile } from '../../features/profile/api/get-profile';
import { useAppProfile } from '../../features/profile/hooks/use-app-profile';
import { useRefreshSubscription } from '../../features/subscription/api/get-subscription';
import { ChatHistoryHint } from '../../features/subscription/components/chat-history-hint';
import { TrialBox } from '../../features/subscription/components/trial-box';
import { TrialWarning } from '../../features/subscription/components/trial-warning';
import { useTrialStatus } from '../../features/subscription/hooks/use-trial-status';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useFollowUrl } from '../../hooks/use-follow-url';
import { useAuth } from '../../lib/auth/auth-context';
import { examplesTopics } from './chat-data';
import { AccountSecurity } from '../../features/auth/components/account-security';
import { EmailVerificationNotice } from '../../features/auth/components/email-verification-notice';
import { BillingCard } from '../../features/payments/components/billing-card';
import { RedeemVoucherForm } from '../../features/vouchers/components/redeem-voucher-form';
import { useRefreshPlan } from './use-refresh-plan';

// The wizard and the profile screen carry the option lists (and, through contracts, zod): they are
// separate chunks, fetched only when one of them is shown.
const WelcomeWizard = lazy(async () => ({
  default: (await import('../../features/onboarding/components/welcome-wizard')).WelcomeWizard,
}));
const ProfileScreen = lazy(async () => ({
  default: (await import('../../features/profile/components/profile-screen')).ProfileScreen,
}));

/** /chat: signed out goes to /auth (spec section 2). */
export function ChatRoute() {
  const { user, token, automatic } = useAuth();
  if (!user) return <Navigate to={paths.auth.path} replace />;
  // Keyed by user: a different user starts with an empty thread and their own profile.
  return <ChatPage key={user.uid} user={user} token={token} automatic={automatic} />;
}

type View = 'chat' | 'profile' | 'onboarding';

const TITLES: Record<View, string> = {
  chat: paths.chat.title,
  profile: 'Profile & Settings',
  onboarding: 'Welcome Setup',
};

/**
 * Composes the chat with the profile, onboarding and subscription features. Until onboarding is
 * completed the welcome wizard replaces the chat (spec section 4); finishing it reloads the
 * profile. Profile & Settings opens the profile screen in the chat's place.
 */
function ChatPage({ user, token, automatic }: { user: AuthUser; token: string | null; automatic: boolean }) {
  const { logout } = useAuth();
  const isAdmin = useIsAdmin();
  const { loading, profile } = useAppProfile({ uid: user.uid, email: user.email, token, automatic });
  const trial = useTrialStatus();
  const refreshSubscription = useRefreshSubscription();
  const refreshProfile = useRefreshProfile();
  const refreshPlan = useRefreshPlan();
  const followUrl = useFollowUrl();
  const [view, setView] = useState<View>('chat');

  const onboardingDone = profile?.onboarding_completed ?? true;
  // Chat is reachable only once onboarding is completed.
  const shown: View = onboardingDone ? (view === 'onboarding' ? 'chat' : view) : 'onboarding';
  useDocumentTitle(TITLES[shown]);

  if (loading) return <LoadingScreen />;

  let screen;
  if (shown === 'onboarding') {
    screen = (
      <WelcomeWizard
        onComplete={async () => {
          await refreshProfile();
          setView('chat');
        }}
      />
    );
  } else if (shown === 'profile') {
    screen = (
      <ProfileScreen
        email={user.email}
        account={
          trial.loading
            ? null
            : {
                isTrial: trial.isTrial,
                planLabel: planLabel(trial.tier),
                questionsRemaining: trial.remaining,
              }
        }
        onClose={() => setView('chat')}
        security={<AccountSecurity />}
        billing={<BillingCard onRedirect={followUrl} />}
        voucher={<RedeemVoucherForm signedIn onRedeemed={refreshPlan} />}
      />
    );
  }

  const preferences = profile?.preferences;
  const sectors = preferences?.industry_sectors ?? [];
  const disciplines = preferences?.disciplines ?? [];
  const topics = examplesTopics(preferences);

  return (
    <ChatWorkspace
      userEmail={user.email}
      personalization={{ sectors, disciplines }}
      renderWelcome={(ask) => <ExamplesPanel topics={topics} onSelect={ask} />}
      renderAnswerActions={({ id, conversationId }) => (
        <AnswerActions messageId={id} conversationId={conversationId} />
      )}
      planPanel={
        <>
          <EmailVerificationNotice />
          <TrialBox trial={trial} />
        </>
      }
      historyNotice={trial.chatHistory === false ? <ChatHistoryHint /> : undefined}
      historyPending={trial.chatHistory === null}
      inputNotice={<TrialWarning trial={trial} />}
      inputDisabled={trial.exhausted}
      onAskSettled={() => void refreshSubscription()}
      screen={screen && <Suspense fallback={<LoadingScreen />}>{screen}</Suspense>}
      showAdminLink={isAdmin}
      onOpenProfile={() => setView('profile')}
      onCompleteSetup={onboardingDone ? undefined : () => setView('onboarding')}
      onSignOut={() => void logout()}
    />
  );
}
