import { Navigate, useNavigate } from 'react-router-dom';
import { StaticPageLayout } from '../../components/layouts/static-page-layout';
import { paths } from '../../config/paths';
import { CommunityDocuments } from '../../features/knowledge/components/community-documents';
import { CommunityNotice } from '../../features/knowledge/components/community-notice';
import { CommunityUpload } from '../../features/knowledge/components/community-upload';
import { PersonalDocuments } from '../../features/knowledge/components/personal-documents';
import { PersonalUpload } from '../../features/knowledge/components/personal-upload';
import { StorageUsage } from '../../features/knowledge/components/storage-usage';
import { VaultSearch } from '../../features/knowledge/components/vault-search';
import { VaultTabs } from '../../features/knowledge/components/vault-tabs';
import { useIsApprovedPartner } from '../../features/partners/api/get-my-partner';
import { PartnerCard } from '../../features/partners/components/partner-card';
import { useAuth } from '../../lib/auth/auth-context';
import '../../styles/knowledge-vault.css';

/** /knowledge, the Knowledge Vault (spec section 2): signed out goes to /auth. */
export function KnowledgeRoute() {
  const { user } = useAuth();
  if (!user) return <Navigate to={paths.auth.path} replace />;
  return <KnowledgeVaultPage key={user.uid} />;
}

/**
 * Composes the knowledge feature (search, uploads, both banks) with the partners feature (the
 * Become a Verified Partner card and, once approved, publishing to the community bank).
 */
function KnowledgeVaultPage() {
  const navigate = useNavigate();
  const approvedPartner = useIsApprovedPartner();

  return (
    <StaticPageLayout title={paths.knowledge.title} className="vault">
      <div className="vault__top">
        <button type="button" className="button button--secondary" onClick={() => navigate(paths.chat.path)}>
          <span aria-hidden="true">←</span> Back to Chat
        </button>
      </div>
      <div className="page-intro vault__intro">
        <h1>Knowledge Vault</h1>
        <p>
          Your private documents and verified partners&apos; content, searchable in one place. Tick Enhanced
          in the chat to have answers draw on your own documents.
        </p>
      </div>
      <VaultSearch />
      <VaultTabs
        personal={
          <div className="vault-bank">
            <p className="vault-bank__intro">
              Private to you: only you can see these documents, and they are used only in your own
              conversations.
            </p>
            <StorageUsage />
            <PersonalUpload />
            <h3 className="vault-section-title">Your Documents</h3>
            <PersonalDocuments />
          </div>
        }
        community={
          <div className="vault-bank">
            <CommunityNotice />
            <PartnerCard />
            {approvedPartner && <CommunityUpload />}
            <h3 className="vault-section-title">Community Documents</h3>
            <CommunityDocuments />
          </div>
        }
      />
    </StaticPageLayout>
  );
}
