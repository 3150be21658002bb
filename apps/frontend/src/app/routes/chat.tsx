import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ChatWorkspace } from '../../features/chat/components/chat-workspace';
import { useRefreshSubscription } from '../../features/subscription/api/get-subscription';
import { TrialBox } from '../../features/subscription/components/trial-box';
import { TrialWarning } from '../../features/subscription/components/trial-warning';
import { useTrialStatus } from '../../features/subscription/hooks/use-trial-status';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth } from '../../lib/auth/auth-context';

/** /chat: signed out goes to /auth (spec section 2). */
export function ChatRoute() {
  useDocumentTitle(paths.chat.title);
  const { user } = useAuth();
  if (!user) return <Navigate to={paths.auth.path} replace />;
  // Keyed by user: a different user starts with an empty thread.
  return <ChatPage key={user.uid} email={user.email} />;
}

/** Composes the chat with the subscription feature: the trial gates the input. */
function ChatPage({ email }: { email: string }) {
  const trial = useTrialStatus();
  const refreshSubscription = useRefreshSubscription();

  return (
    <ChatWorkspace
      userEmail={email}
      planPanel={<TrialBox trial={trial} />}
      inputNotice={<TrialWarning trial={trial} />}
      inputDisabled={trial.exhausted}
      onAskSettled={() => void refreshSubscription()}
    />
  );
}
