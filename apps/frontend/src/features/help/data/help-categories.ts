/** Spec section 2: the Help Centre's category chips, in this order; 'all' is the default. */
export const HELP_CATEGORIES = [
  'all',
  'ai-intelligence',
  'privacy',
  'community',
  'copyright',
  'standards',
  'fire-safety',
  'mechanical',
  'personalization',
  'accuracy',
  'regulatory',
] as const;

export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** An article's category: every chip but 'all'. */
export type HelpArticleCategory = Exclude<HelpCategory, 'all'>;

export const HELP_CATEGORY_LABELS: Record<HelpCategory, string> = {
  all: 'All',
  'ai-intelligence': 'AI Intelligence',
  privacy: 'Privacy',
  community: 'Community',
  copyright: 'Copyright',
  standards: 'Standards',
  'fire-safety': 'Fire Safety',
  mechanical: 'Mechanical',
  personalization: 'Personalization',
  accuracy: 'Accuracy',
  regulatory: 'Regulatory',
};

/** Spec section 3: a help article. `answer` is plain text: blank-line paragraphs, '- ' bullets. */
export interface HelpArticle {
  id: string;
  question: string;
  category: HelpArticleCategory;
  answer: string;
  excerpt: string;
}
