import { useRef, useState } from 'react';
import { StaticPageLayout } from '../../components/layouts/static-page-layout';
import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactOptions } from '../../features/contact/components/contact-options';
import { SupportHours } from '../../features/contact/components/support-hours';
import type { ContactType } from '../../features/contact/contact-types';
import { useAuth } from '../../lib/auth/auth-context';

const FORM_ID = 'contact-form';

/**
 * /contact (spec sections 2, 7 and 9): four option cards, each opening the contact form that
 * composes a mailto to support; business hours and response times beside it.
 */
export function ContactRoute() {
  const { user } = useAuth();
  const [type, setType] = useState<ContactType | null>(null);
  const optionsHeading = useRef<HTMLHeadingElement>(null);

  function close() {
    setType(null);
    // The form is gone; put the keyboard back where the visitor chose it.
    optionsHeading.current?.focus();
  }

  return (
    <StaticPageLayout title={paths.contact.title}>
      <div className="page-intro">
        <h1>Contact Us</h1>
        <p>
          Questions about {PRODUCT_NAME}, your account or our knowledge banks go to the support team. Choose
          what your message is about and we will route it to the right person.
        </p>
      </div>
      <div className="with-sidebar">
        <div>
          <h2 className="section-title" ref={optionsHeading} tabIndex={-1}>
            How can we help?
          </h2>
          <ContactOptions selected={type} onSelect={setType} formId={FORM_ID} />
          {type && (
            <ContactForm
              key={type}
              id={FORM_ID}
              type={type}
              defaultEmail={user?.email ?? ''}
              onClose={close}
            />
          )}
        </div>
        <div className="with-sidebar__aside">
          <SupportHours />
        </div>
      </div>
    </StaticPageLayout>
  );
}
