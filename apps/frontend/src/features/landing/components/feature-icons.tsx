import type { ReactNode } from 'react';

/** Line icons for the feature cards. Decorative: each card's heading names it. */
function FeatureIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="feature-card__icon"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const FEATURE_ICONS = {
  standards: (
    <FeatureIcon>
      <path d="M9 12l2 2 4-4" />
      <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
    </FeatureIcon>
  ),
  vault: (
    <FeatureIcon>
      <rect x="3" y="11" width="18" height="10" rx="2" />
      <path d="M7 11V7a5 5 0 0 1 10 0v4" />
    </FeatureIcon>
  ),
  chat: (
    <FeatureIcon>
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </FeatureIcon>
  ),
  workflow: (
    <FeatureIcon>
      <path d="M3 12h4l3-8 4 16 3-8h4" />
    </FeatureIcon>
  ),
  partners: (
    <FeatureIcon>
      <circle cx="9" cy="8" r="3" />
      <circle cx="17" cy="10" r="2.5" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M14.5 20c0-2.2 1.1-4 3.5-4s3 1.8 3 4" />
    </FeatureIcon>
  ),
  disciplines: (
    <FeatureIcon>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </FeatureIcon>
  ),
} as const;
