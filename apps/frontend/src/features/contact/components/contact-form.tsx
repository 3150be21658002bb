import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorAttributes, FormField } from '../../../components/ui/form-field';
import { SUPPORT_EMAIL } from '../../../config/product';
import {
  CONTACT_TYPE_INFO,
  DEFAULT_PRIORITY,
  PRIORITIES,
  PRIORITY_LABELS,
  type ContactFormValues,
  type ContactType,
} from '../contact-types';
import { useContactSubmission } from '../hooks/use-contact-submission';
import { contactMailto } from '../utils/compose-contact-mailto';
import { validateContactForm, type ContactFormErrors } from '../utils/validate-contact-form';

const FIELD_ORDER = ['name', 'email', 'subject', 'message'] as const;

/** Hands the mailto to the browser, which opens the visitor's email client. */
function openInMailClient(href: string): void {
  window.location.href = href;
}

/** Spec section 9: the quickest reply the visitor can expect. */
export function expectedReply(type: ContactType, priority: ContactFormValues['priority']): string {
  if (priority === 'urgent') return 'Urgent messages are answered within 4 h during business hours.';
  if (type === 'accounts') return 'Account issues are answered within 12 h during business hours.';
  if (type === 'feedback') return 'Feedback is reviewed within 48 h.';
  return 'We reply within 24 h during business hours.';
}

interface ContactFormProps {
  type: ContactType;
  /** Heading of the form; defaults to the type's title. */
  heading?: string;
  initialSubject?: string;
  /** Pre-fills the email field (the signed-in user's address). */
  defaultEmail?: string;
  /** Overrides the reply-time line of the confirmation. */
  replyNote?: string;
  /** Close: leave the form (the page returns to its cards). */
  onClose(): void;
  /** How the mailto is opened; the browser's default handler unless a caller needs otherwise. */
  openMail?: (href: string) => void;
  id?: string;
}

/**
 * The contact form (spec sections 3, 5 and 7): name, email, subject and message are required,
 * priority defaults to medium. Sending makes no API call: it opens a mailto to the support
 * address, then confirms after 1 s with Close and Back to Form.
 */
export function ContactForm({
  type,
  heading,
  initialSubject = '',
  defaultEmail = '',
  replyNote,
  onClose,
  openMail = openInMailClient,
  id,
}: ContactFormProps) {
  const [values, setValues] = useState<ContactFormValues>({
    name: '',
    email: defaultEmail,
    subject: initialSubject,
    message: '',
    priority: DEFAULT_PRIORITY,
  });
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const { phase, href, send, backToForm } = useContactSubmission(openMail);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const fieldRefs = useRef<
    Partial<Record<(typeof FIELD_ORDER)[number], HTMLInputElement | HTMLTextAreaElement | null>>
  >({});
  const uid = useId();
  const fieldId = (name: string) => `${uid}-${name}`;
  const title = heading ?? CONTACT_TYPE_INFO[type].title;

  // Opening the form, or coming back to it, puts the keyboard at its start.
  useEffect(() => {
    if (phase === 'editing') headingRef.current?.focus();
    if (phase === 'sent') confirmationRef.current?.focus();
  }, [phase]);

  function update<K extends keyof ContactFormValues>(key: K, value: ContactFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateContactForm(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) {
      fieldRefs.current[firstInvalid]?.focus();
      return;
    }
    send(contactMailto(SUPPORT_EMAIL, type, values));
  }

  if (phase === 'sent') {
    return (
      <section className="panel contact-form" id={id} aria-labelledby={`${uid}-sent`}>
        <div className="notice" role="status">
          <h3 id={`${uid}-sent`} ref={confirmationRef} tabIndex={-1}>
            Your email is ready to send
          </h3>
          <p>
            Your email app has opened a message to {SUPPORT_EMAIL} with your details. Send it from there to
            reach us. {replyNote ?? expectedReply(type, values.priority)}
          </p>
          {href && (
            <p>
              Email app didn’t open? <a href={href}>Open the message again</a> or write to{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
            </p>
          )}
          <div className="form__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              Close
            </button>
            <button type="button" className="button button--secondary" onClick={backToForm}>
              Back to Form
            </button>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="panel contact-form" id={id} aria-labelledby={fieldId('title')}>
      <h2 id={fieldId('title')} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <p className="muted">
        Fields marked <span className="field__required">*</span> are required. Sending opens your email app
        with the message ready to go to {SUPPORT_EMAIL}.
      </p>
      <form className="form" noValidate onSubmit={submit}>
        <div className="form__row">
          {(['name', 'email'] as const).map((name) => (
            <FormField
              key={name}
              id={fieldId(name)}
              label={name === 'name' ? 'Name' : 'Email'}
              required
              error={errors[name]}
            >
              <input
                id={fieldId(name)}
                ref={(element) => {
                  fieldRefs.current[name] = element;
                }}
                type={name === 'email' ? 'email' : 'text'}
                autoComplete={name === 'email' ? 'email' : 'name'}
                required
                {...errorAttributes(fieldId(name), errors[name])}
                value={values[name]}
                onChange={(event) => update(name, event.target.value)}
              />
            </FormField>
          ))}
        </div>
        <div className="form__row">
          <FormField id={fieldId('subject')} label="Subject" required error={errors.subject}>
            <input
              id={fieldId('subject')}
              ref={(element) => {
                fieldRefs.current.subject = element;
              }}
              type="text"
              required
              {...errorAttributes(fieldId('subject'), errors.subject)}
              value={values.subject}
              onChange={(event) => update('subject', event.target.value)}
            />
          </FormField>
          <FormField id={fieldId('priority')} label="Priority">
            <select
              id={fieldId('priority')}
              value={values.priority}
              onChange={(event) => update('priority', event.target.value as ContactFormValues['priority'])}
            >
              {PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {PRIORITY_LABELS[priority]}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField id={fieldId('message')} label="Message" required error={errors.message}>
          <textarea
            id={fieldId('message')}
            ref={(element) => {
              fieldRefs.current.message = element;
            }}
            required
            {...errorAttributes(fieldId('message'), errors.message)}
            value={values.message}
            onChange={(event) => update('message', event.target.value)}
          />
        </FormField>
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={phase === 'sending'}>
            {phase === 'sending' ? 'Opening email...' : 'Send Message'}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
        {phase === 'sending' && (
          <p role="status" className="muted">
            Opening your email app...
          </p>
        )}
      </form>
    </section>
  );
}
