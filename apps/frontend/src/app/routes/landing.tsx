import { Link } from 'react-router-dom';
import { SiteFooter } from '../../components/layouts/site-footer';
import { SiteHeader } from '../../components/layouts/site-header';
import { FEATURES_ANCHOR, paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth } from '../../lib/auth/auth-context';
import '../../styles/landing.css';

/** The six feature areas of spec section 2, each grounded in what section 1 says the product does. */
const FEATURES = [
  { title: 'Standards & Code Compliance', text: 'Answers that reference the NCC, AS/NZS standards and the BCA.' },
  { title: 'Knowledge Vault', text: 'A private document bank used only in your own conversations.' },
  { title: 'Chat Experience', text: 'Every answer has a technical part, mentoring insight and next steps.' },
  { title: 'Workflow Guidance', text: 'Project stage detection with workflow and consultant recommendations.' },
  { title: 'Partner Integration', text: 'Community knowledge from verified partners, with attribution.' },
  { title: 'Multi-Discipline', text: 'Tailored to your sectors, disciplines, experience and company type.' },
] as const;

/**
 * The landing page, minimal until its own issue adds the marketing variants: header, hero with
 * the signed-in / signed-out call to action, the feature list the header links to, and footer.
 */
export function LandingRoute() {
  useDocumentTitle(paths.home.title);
  const { user } = useAuth();

  return (
    <>
      <SiteHeader variant="landing" />
      <main id="main" tabIndex={-1}>
        <section className="hero" aria-labelledby="hero-title">
          <p className="hero__eyebrow">For construction professionals in Australia and New Zealand</p>
          <h1 id="hero-title" className="hero__title">
            Expert construction guidance, on demand
          </h1>
          <p className="hero__lead">
            {PRODUCT_NAME} is an AI assistant for engineers, architects, contractors and consultants. Ask about
            the NCC, AS/NZS standards and the BCA, and get a technical answer, mentoring insight and clear next
            steps.
          </p>
          <div className="hero__actions">
            {user ? (
              <Link to={paths.chat.path} className="button button--primary button--large">
                Start Chatting Now
              </Link>
            ) : (
              <>
                <Link to={paths.auth.path} className="button button--primary button--large">
                  Try 3 Questions Free
                </Link>
                <a href={`#${FEATURES_ANCHOR}`} className="button button--secondary button--large">
                  Learn More
                </a>
              </>
            )}
          </div>
        </section>
        <section id={FEATURES_ANCHOR} className="features" aria-labelledby="features-title">
          <h2 id="features-title">What {PRODUCT_NAME} does</h2>
          <ul className="features__grid">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="features__card">
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
