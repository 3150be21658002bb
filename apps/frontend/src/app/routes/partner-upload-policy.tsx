import { StaticPageLayout } from '../../components/layouts/static-page-layout';
import { paths } from '../../config/paths';
import { LegalPage } from '../../features/legal/components/legal-page';
import { PARTNER_UPLOAD_POLICY } from '../../features/legal/content/partner-upload-policy';
import '../../styles/legal.css';

/** Partner Upload Policy (spec section 2): static legal text, last updated December 2024. */
export function PartnerUploadPolicyRoute() {
  return (
    <StaticPageLayout title={paths.partnerUploadPolicy.title}>
      <LegalPage document={PARTNER_UPLOAD_POLICY} />
    </StaticPageLayout>
  );
}
