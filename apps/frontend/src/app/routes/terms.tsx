import { StaticPageLayout } from '../../components/layouts/static-page-layout';
import { paths } from '../../config/paths';
import { LegalPage } from '../../features/legal/components/legal-page';
import { TERMS_OF_SERVICE } from '../../features/legal/content/terms-of-service';
import '../../styles/legal.css';

/** Terms of Service (spec section 2): static legal text, last updated December 2024. */
export function TermsRoute() {
  return (
    <StaticPageLayout title={paths.terms.title}>
      <LegalPage document={TERMS_OF_SERVICE} />
    </StaticPageLayout>
  );
}
