/** Spec section 2: the four reasons to contact us; each opens the contact form. */
export const CONTACT_TYPES = ['support', 'feedback', 'accounts', 'knowledge'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export interface ContactTypeInfo {
  title: string;
  description: string;
  /** Spec section 7: the mailto subject starts with this. */
  subjectPrefix: string;
  /** Spec section 9: how soon a message of this type is answered. */
  responseTime: string;
}

export const CONTACT_TYPE_INFO: Record<ContactType, ContactTypeInfo> = {
  support: {
    title: 'Technical Support',
    description: 'Something not working as expected: the chat, uploads, the Knowledge Vault or payments.',
    subjectPrefix: 'Support Request',
    responseTime: 'Reply within 24 h',
  },
  feedback: {
    title: 'Feedback',
    description: 'Tell us what works, what does not, and which answers missed the mark.',
    subjectPrefix: 'Feedback',
    responseTime: 'Reviewed within 48 h',
  },
  accounts: {
    title: 'Account Issues',
    description: 'Sign-in, plans, billing, vouchers, or a request to access or delete your data.',
    subjectPrefix: 'Account Issue',
    responseTime: 'Reply within 12 h',
  },
  knowledge: {
    title: 'Knowledge Bank Ideas',
    description: 'Suggest a guide, standard topic or partner that would make answers better.',
    subjectPrefix: 'Knowledge Bank Ideas',
    responseTime: 'Reply within 24 h',
  },
};

/** Spec section 3: the contact form's priority; medium is the default. */
export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const DEFAULT_PRIORITY: Priority = 'medium';

export const PRIORITY_LABELS: Record<Priority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  priority: Priority;
}
