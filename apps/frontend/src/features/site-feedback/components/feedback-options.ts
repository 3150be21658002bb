import { cardsFor } from '../../../components/ui/option-cards';
import { FEEDBACK_KINDS, FEEDBACK_KIND_INFO } from '../feedback-kinds';

/** Spec section 2: the four feedback cards of /feedback, each with its review time. */
export const FEEDBACK_OPTIONS = cardsFor(FEEDBACK_KINDS, FEEDBACK_KIND_INFO, (info) => info.reviewTime);
