import { mailtoHref } from '../../../lib/mailto';
import {
  CONTACT_TYPE_INFO,
  PRIORITY_LABELS,
  type ContactFormValues,
  type ContactType,
} from '../contact-types';

/** Spec section 7: the type's prefix, then the user's subject. */
export function contactSubject(type: ContactType, subject: string): string {
  return `${CONTACT_TYPE_INFO[type].subjectPrefix}: ${subject.trim()}`;
}

/** Spec section 7: name, email, subject, priority and message. */
export function contactBody(values: ContactFormValues): string {
  return [
    `Name: ${values.name.trim()}`,
    `Email: ${values.email.trim()}`,
    `Subject: ${values.subject.trim()}`,
    `Priority: ${PRIORITY_LABELS[values.priority]}`,
    '',
    'Message:',
    values.message.trim(),
  ].join('\n');
}

/** The mailto: the contact form opens. Contact forms make no API call (spec section 7). */
export function contactMailto(to: string, type: ContactType, values: ContactFormValues): string {
  return mailtoHref(to, { subject: contactSubject(type, values.subject), body: contactBody(values) });
}
