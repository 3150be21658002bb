import { SiteFooter } from '../../components/layouts/site-footer';
import { SiteHeader } from '../../components/layouts/site-header';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth } from '../../lib/auth/auth-context';
import { useIsAdmin } from '../../features/admin/hooks/use-is-admin';
import { CtaBand } from '../../features/landing/components/cta-band';
import { FeatureCards } from '../../features/landing/components/feature-cards';
import { LandingHero } from '../../features/landing/components/landing-hero';
import { VariantSwitcher } from '../../features/landing/components/variant-switcher';
import { useLandingVariant } from '../../features/landing/hooks/use-landing-variant';
import { useScrollToHash } from '../../features/landing/hooks/use-scroll-to-hash';
import { useVariantSwitcherVisibility } from '../../features/landing/hooks/use-variant-switcher';
import '../../styles/landing.css';

/**
 * The landing page (spec sections 1 and 2): header, the hero of the variant in effect (?variant=
 * for campaigns), the six feature cards, the call-to-action band and the footer.
 */
export function LandingRoute() {
  useDocumentTitle(paths.home.title);
  useScrollToHash();
  const { user } = useAuth();
  const [variant, setVariant] = useLandingVariant();
  const [switcherVisible, setSwitcherVisible] = useVariantSwitcherVisibility(user?.uid ?? null);
  const signedIn = user !== null;
  const isAdmin = useIsAdmin();

  return (
    <>
      <SiteHeader variant="landing" showAdminLink={isAdmin} />
      <main id="main" tabIndex={-1} className="landing">
        <LandingHero variant={variant} signedIn={signedIn} />
        <FeatureCards />
        <CtaBand signedIn={signedIn} />
      </main>
      {switcherVisible && (
        <VariantSwitcher current={variant} onSelect={setVariant} onClose={() => setSwitcherVisible(false)} />
      )}
      <SiteFooter variant="landing" />
    </>
  );
}
