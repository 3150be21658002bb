/**
 * Every route of spec section 2, with the page name used in its document title. Links and the
 * router both read from here so a path is spelled once.
 */
export const paths = {
  home: { path: '/', title: 'Home' },
  auth: { path: '/auth', title: 'Sign In' },
  pricing: { path: '/pricing', title: 'Pricing' },
  paymentSuccess: { path: '/payment-success', title: 'Payment' },
  /** The in-app checkout page of the demo payment provider (PAYMENTS_PROVIDER=demo). */
  paymentDemo: { path: '/payment-demo', title: 'Demo Checkout' },
  admin: { path: '/admin', title: 'Admin Dashboard' },
  adminFeedback: { path: '/admin/feedback', title: 'Feedback Dashboard' },
  knowledge: { path: '/knowledge', title: 'Knowledge Vault' },
  terms: { path: '/terms', title: 'Terms of Service' },
  privacy: { path: '/privacy', title: 'Privacy Policy' },
  partnerUploadPolicy: { path: '/partner-upload-policy', title: 'Partner Upload Policy' },
  help: { path: '/help', title: 'Help Centre' },
  contact: { path: '/contact', title: 'Contact' },
  feedback: { path: '/feedback', title: 'Feedback' },
  v2Test: { path: '/v2-test', title: 'V2 Renderer Test' },
  chat: { path: '/chat', title: 'Chat' },
  /** A conversation shared through a read-only link (public). */
  share: { path: '/share/:token', title: 'Shared Conversation' },
} as const;

/** In-page anchor of the landing page's features section (the header's Features link). */
export const FEATURES_ANCHOR = 'features';
