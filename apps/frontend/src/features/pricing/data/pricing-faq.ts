import { STARTER_DAILY_QUESTIONS, TRIAL_QUESTIONS } from '@buildmentor/contracts/limits';
import { PRODUCT_NAME } from '../../../config/product';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The pricing page's FAQ: how the trial, the promotion, the Day Pass and payment work. */
export const PRICING_FAQ: readonly FaqEntry[] = [
  {
    question: 'How does the free trial work?',
    answer: `Every new account can ask ${TRIAL_QUESTIONS} questions free, with no credit card. After that, Starter keeps ${PRODUCT_NAME} free with ${STARTER_DAILY_QUESTIONS} questions a day, or a paid plan gives you unlimited questions.`,
  },
  {
    question: "What does '5 weeks free' mean?",
    answer:
      'New subscribers to Pro or Pro-Plus are not charged for their first 5 weeks. The monthly price applies after that.',
  },
  {
    question: 'How does the Day Pass work?',
    answer:
      'A Day Pass gives you every Pro-Plus feature for 24 hours from purchase. It does not renew: buy another whenever you need one.',
  },
  {
    question: 'What currency are the prices in?',
    answer: 'All prices are in Australian dollars (AUD).',
  },
  {
    question: 'How are payments handled?',
    answer: `Payments go through our card payment provider. ${PRODUCT_NAME} never sees or stores your card details.`,
  },
];
