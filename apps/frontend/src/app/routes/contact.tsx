import { SupportPageLayout } from '../../components/layouts/support-page-layout';
import { OptionChooser } from '../../components/ui/option-chooser';
import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import { ContactForm } from '../../features/contact/components/contact-form';
import { CONTACT_OPTIONS } from '../../features/contact/components/contact-options';
import { SupportHours } from '../../features/contact/components/support-hours';
import { useAuth } from '../../lib/auth/auth-context';

const FORM_ID = 'contact-form';

/**
 * /contact (spec sections 2, 7 and 9): four option cards, each opening the contact form that
 * composes a mailto to support; business hours and response times beside it.
 */
export function ContactRoute() {
  const { user } = useAuth();
  return (
    <SupportPageLayout
      title={paths.contact.title}
      heading="Contact Us"
      intro={`Questions about ${PRODUCT_NAME}, your account or our knowledge banks go to the support team. Choose what your message is about and we will route it to the right person.`}
      aside={<SupportHours />}
    >
      <div>
        <OptionChooser
          heading="How can we help?"
          label="Contact options"
          options={CONTACT_OPTIONS}
          formId={FORM_ID}
        >
          {(type, close) => (
            <ContactForm
              key={type}
              id={FORM_ID}
              type={type}
              defaultEmail={user?.email ?? ''}
              onClose={close}
            />
          )}
        </OptionChooser>
      </div>
    </SupportPageLayout>
  );
}
