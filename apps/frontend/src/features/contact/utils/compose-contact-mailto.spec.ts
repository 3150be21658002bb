import type { ContactFormValues } from '../contact-types';
import { contactBody, contactMailto, contactSubject } from './compose-contact-mailto';
import { validateContactForm } from './validate-contact-form';

const values: ContactFormValues = {
  name: ' Pat Lee ',
  email: 'pat@firm.example',
  subject: 'Upload fails & retries',
  message: 'The 8 MB PDF stops at 85%.\nTried twice.',
  priority: 'high',
};

describe('contact mailto', () => {
  it.each([
    ['support', 'Support Request: Upload fails & retries'],
    ['feedback', 'Feedback: Upload fails & retries'],
    ['accounts', 'Account Issue: Upload fails & retries'],
    ['knowledge', 'Knowledge Bank Ideas: Upload fails & retries'],
  ] as const)('prefixes the subject for %s', (type, subject) => {
    expect(contactSubject(type, values.subject)).toBe(subject);
    const href = contactMailto('help@example.test', type, values);
    expect(href.startsWith('mailto:help@example.test?subject=')).toBe(true);
    expect(new URL(href).searchParams.get('subject')).toBe(subject);
  });

  it('puts name, email, subject, priority and message in the body, with CRLF line breaks', () => {
    expect(contactBody(values)).toBe(
      'Name: Pat Lee\nEmail: pat@firm.example\nSubject: Upload fails & retries\nPriority: High\n\nMessage:\nThe 8 MB PDF stops at 85%.\nTried twice.',
    );
    const href = contactMailto('help@example.test', 'support', values);
    expect(href).toContain('body=Name%3A%20Pat%20Lee%0D%0AEmail%3A%20pat%40firm.example%0D%0A');
    expect(href).not.toContain('+');
    expect(new URL(href).searchParams.get('body')).toContain(
      'Priority: High\r\n\r\nMessage:\r\nThe 8 MB PDF stops at 85%.',
    );
  });
});

describe('validateContactForm', () => {
  const empty: ContactFormValues = { name: '', email: '', subject: '', message: '', priority: 'medium' };

  it('requires name, email, subject and message', () => {
    expect(validateContactForm(empty)).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      subject: 'Please enter a subject.',
      message: 'Please enter your message.',
    });
    expect(
      validateContactForm({ ...empty, name: '   ', email: ' ', subject: '\t', message: '\n' }),
    ).toHaveProperty('name');
  });

  it('checks the email format', () => {
    expect(validateContactForm({ ...values, email: 'pat@firm' }).email).toBe(
      'Please enter a valid email address.',
    );
    expect(validateContactForm({ ...values, email: 'pat firm@x.au' }).email).toBe(
      'Please enter a valid email address.',
    );
    expect(validateContactForm(values)).toEqual({});
  });
});
