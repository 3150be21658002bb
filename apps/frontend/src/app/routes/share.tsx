import { useParams } from 'react-router-dom';
import { StaticPageLayout } from '../../components/layouts/static-page-layout';
import { paths } from '../../config/paths';
import { SharedConversationView } from '../../features/share/components/shared-conversation-view';
import '../../styles/chat.css';
import '../../styles/shared-conversation.css';
import '../../styles/chat-print.css';

/** /share/:token: a conversation shared through a read-only link; public, no sign-in. */
export function ShareRoute() {
  const { token = '' } = useParams();
  return (
    <StaticPageLayout title={paths.share.title}>
      <SharedConversationView token={token} />
    </StaticPageLayout>
  );
}
