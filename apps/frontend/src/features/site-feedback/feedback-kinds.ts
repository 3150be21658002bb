/** Spec section 2: the four kinds of feedback on /feedback; all use the contact form's feedback type. */
export const FEEDBACK_KINDS = ['general', 'bug', 'feature', 'content'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

export interface FeedbackKindInfo {
  title: string;
  description: string;
  /** Spec section 9: how soon this kind is reviewed. */
  reviewTime: string;
  /** Line shown once the email is ready. */
  replyNote: string;
}

export const FEEDBACK_KIND_INFO: Record<FeedbackKind, FeedbackKindInfo> = {
  general: {
    title: 'General Feedback',
    description: 'What is working well, what is getting in your way, and how you use the product day to day.',
    reviewTime: 'Reviewed within 48 h',
    replyNote: 'Feedback is reviewed within 48 h.',
  },
  bug: {
    title: 'Bug Report',
    description:
      'Something broke or behaved unexpectedly. Tell us what you did, what you expected and what happened.',
    reviewTime: 'Reviewed within 24 h',
    replyNote: 'Bug reports are reviewed within 24 h.',
  },
  feature: {
    title: 'Feature Request',
    description: 'A tool, integration or workflow that would save you time on your projects.',
    reviewTime: 'Reviewed within 48 h',
    replyNote: 'Feedback is reviewed within 48 h.',
  },
  content: {
    title: 'Content Suggestion',
    description: 'An answer that was wrong or out of date, or a standard, guide or topic we should cover.',
    reviewTime: 'Reviewed within 48 h',
    replyNote: 'Feedback is reviewed within 48 h.',
  },
};
