import { FEATURES_ANCHOR } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { FEATURE_ICONS } from './feature-icons';

/** Spec section 2: the six feature cards, each backed by what section 1 says the product does. */
export const FEATURES = [
  {
    icon: 'standards',
    title: 'Standards & Code Compliance',
    text: 'Answers reference the NCC (including the BCA volumes) and the AS/NZS standards they call up, so you can go to the clause and confirm it before you design or certify.',
  },
  {
    icon: 'vault',
    title: 'Knowledge Vault',
    text: 'A private Personal Knowledge Bank for your PDFs, Word documents and images. Enhanced mode uses them in your own conversations only; no one else can search them.',
  },
  {
    icon: 'chat',
    title: 'Chat Experience',
    text: 'Each reply has a technical answer, a mentoring insight and numbered next steps. History is kept, and context carries through a conversation for 30 days.',
  },
  {
    icon: 'workflow',
    title: 'Workflow Guidance',
    text: 'Project stage detection points out the approvals, reports and consultants the current stage needs, from feasibility to occupancy.',
  },
  {
    icon: 'partners',
    title: 'Partner Integration',
    text: 'A Community Knowledge Bank of technical content from verified manufacturers, suppliers and consultancies, always shown with its source.',
  },
  {
    icon: 'disciplines',
    title: 'Multi-Discipline',
    text: 'Covers 17 industry sectors and 40+ disciplines, and adapts depth and tone from graduate to principal level.',
  },
] as const;

/** The features section the header's Features link and the 'Learn More' button scroll to. */
export function FeatureCards() {
  return (
    <section id={FEATURES_ANCHOR} className="features" aria-labelledby="features-title" tabIndex={-1}>
      <h2 id="features-title">What {PRODUCT_NAME} does for your projects</h2>
      <p className="features__lead">
        Built for the questions that come up between the drawing board and the site, answered against
        Australian and New Zealand requirements.
      </p>
      <ul className="features__grid">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="feature-card">
            {FEATURE_ICONS[feature.icon]}
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
