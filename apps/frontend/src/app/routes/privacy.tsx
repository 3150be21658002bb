import { StaticPageLayout } from '../../components/layouts/static-page-layout';
import { paths } from '../../config/paths';
import { LegalPage } from '../../features/legal/components/legal-page';
import { PRIVACY_POLICY } from '../../features/legal/content/privacy-policy';
import '../../styles/legal.css';

/** Privacy Policy (spec section 2): static legal text, last updated December 2024. */
export function PrivacyRoute() {
  return (
    <StaticPageLayout title={paths.privacy.title}>
      <LegalPage document={PRIVACY_POLICY} />
    </StaticPageLayout>
  );
}
