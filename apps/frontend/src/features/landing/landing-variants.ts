import { FEATURES_ANCHOR, paths } from '../../config/paths';

/** Spec section 1: the six marketing variants of the landing page; the first is the default. */
export const LANDING_VARIANTS = [
  'ai-intelligence',
  'knowledge-vault',
  'chat-experience',
  'workflow-guidance',
  'partner-integration',
  'multi-discipline',
] as const;

export type LandingVariant = (typeof LANDING_VARIANTS)[number];

export const DEFAULT_LANDING_VARIANT: LandingVariant = 'ai-intelligence';

/** A hero button: a route path, or an in-page anchor ('#features'). */
export interface HeroAction {
  label: string;
  to: string;
}

export interface VariantCopy {
  /** Name shown in the (hidden) variant switcher. */
  name: string;
  eyebrow: string;
  headline: string;
  body: string;
  /** Primary, then secondary button, for a visitor without a session. */
  signedOut: readonly [HeroAction, HeroAction];
  /** Primary, then secondary button, for a signed-in user. */
  signedIn: readonly [HeroAction, HeroAction];
}

const FEATURES_LINK = `#${FEATURES_ANCHOR}`;

// Spec section 2 names every button and its target; this table only decides which variant shows
// which. Signed-out primaries all lead to /auth (the free trial starts there); signed-in ones to
// the chat or, for the vault and partner variants, to /knowledge.
const learnMore: HeroAction = { label: 'Learn More', to: FEATURES_LINK };
const viewPricing: HeroAction = { label: 'View Pricing', to: paths.pricing.path };
const viewAllFeatures: HeroAction = { label: 'View All Features', to: paths.pricing.path };
const startChatting: HeroAction = { label: 'Start Chatting Now', to: paths.chat.path };
const accessVault: HeroAction = { label: 'Access Knowledge Vault', to: paths.knowledge.path };

export const VARIANT_COPY: Record<LandingVariant, VariantCopy> = {
  'ai-intelligence': {
    name: 'AI Intelligence',
    eyebrow: 'For engineers, architects, contractors and consultants in Australia and New Zealand',
    headline: 'Construction guidance you can act on, grounded in the NCC and AS/NZS standards',
    body: 'Ask a technical question the way you would ask a senior colleague. Every answer gives the technical position with clause references, a mentoring note on how to apply it, and numbered next steps, pitched to your experience level and discipline.',
    signedOut: [{ label: 'Try 3 Questions Free', to: paths.auth.path }, learnMore],
    signedIn: [startChatting, accessVault],
  },
  'knowledge-vault': {
    name: 'Knowledge Vault',
    eyebrow: 'Your documents, your answers',
    headline: 'Answers that draw on your own specifications, reports and drawings',
    body: 'Upload PDFs, Word documents and images to a private Personal Knowledge Bank. Enhanced mode reads them alongside the standards, so answers reflect your project’s specification, not a generic one. Only you can see or use your documents.',
    signedOut: [{ label: 'Start Free Trial', to: paths.auth.path }, viewPricing],
    signedIn: [accessVault, startChatting],
  },
  'chat-experience': {
    name: 'Chat Experience',
    eyebrow: 'Structured answers, not walls of text',
    headline: 'Technical answer, mentoring insight and next steps in every reply',
    body: 'Answers arrive as cards you can scan on site: the technical position, the reasoning a mentor would add, and a numbered checklist. Tables copy straight into a spreadsheet or export as CSV, and each conversation keeps its context for 30 days.',
    signedOut: [{ label: 'Try 3 Questions Free', to: paths.auth.path }, learnMore],
    signedIn: [{ label: 'Experience AI Intelligence', to: paths.chat.path }, accessVault],
  },
  'workflow-guidance': {
    name: 'Workflow Guidance',
    eyebrow: 'From concept design to occupancy certificate',
    headline: 'Know what comes next at every stage of your project',
    body: 'Describe where the project is and get the approvals, documentation and consultant inputs the stage needs: when to engage the fire engineer, which reports the certifier will ask for, and what to resolve before tender.',
    signedOut: [{ label: 'Try Smart Workflow', to: paths.auth.path }, learnMore],
    signedIn: [{ label: 'Get Project Guidance', to: paths.chat.path }, accessVault],
  },
  'partner-integration': {
    name: 'Partner Integration',
    eyebrow: 'Community Knowledge Bank',
    headline: 'Manufacturer and specialist knowledge from verified partners',
    body: 'Verified suppliers, manufacturers and consultancies publish installation guides, test reports and technical notes to the Community Knowledge Bank. Answers that use them say so, with attribution, so you can check the source.',
    signedOut: [{ label: 'Access Partner Content', to: paths.auth.path }, viewPricing],
    signedIn: [{ label: 'Explore Partners', to: paths.knowledge.path }, startChatting],
  },
  'multi-discipline': {
    name: 'Multi-Discipline',
    eyebrow: '17 sectors, 40+ disciplines',
    headline: 'One assistant across structure, services, fire, façades and planning',
    body: 'Hydraulics, mechanical services, fire protection, structural, façade, acoustics and more. Set your sectors, disciplines and company type once, and coordination questions are answered from each discipline’s point of view.',
    signedOut: [{ label: 'Try Multi-Discipline AI', to: paths.auth.path }, viewAllFeatures],
    signedIn: [{ label: 'Get Expert Advice', to: paths.chat.path }, accessVault],
  },
};

export function isLandingVariant(value: string | null | undefined): value is LandingVariant {
  return (LANDING_VARIANTS as readonly string[]).includes(value ?? '');
}
