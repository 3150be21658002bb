import { cardsFor } from '../../../components/ui/option-cards';
import { CONTACT_TYPES, CONTACT_TYPE_INFO } from '../contact-types';

/** Spec section 2: the four option cards of /contact, each with its response time. */
export const CONTACT_OPTIONS = cardsFor(CONTACT_TYPES, CONTACT_TYPE_INFO, (info) => info.responseTime);
