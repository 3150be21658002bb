import { SupportPageLayout } from '../../components/layouts/support-page-layout';
import { OptionChooser } from '../../components/ui/option-chooser';
import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import { ContactForm } from '../../features/contact/components/contact-form';
import { FEEDBACK_OPTIONS } from '../../features/site-feedback/components/feedback-options';
import { FeedbackQuickLinks } from '../../features/site-feedback/components/feedback-quick-links';
import { RecentImprovements } from '../../features/site-feedback/components/recent-improvements';
import { FEEDBACK_KIND_INFO } from '../../features/site-feedback/feedback-kinds';
import { useAuth } from '../../lib/auth/auth-context';

const FORM_ID = 'feedback-form';

/**
 * /feedback (spec section 2): four feedback cards opening the contact form with type feedback,
 * mailto quick links, review times and the Recent Improvements list.
 */
export function FeedbackRoute() {
  const { user } = useAuth();
  return (
    <SupportPageLayout
      title={paths.feedback.title}
      heading="Share Your Feedback"
      intro={`${PRODUCT_NAME} is shaped by the people who use it on real projects. Tell us what to fix, what to build next and where an answer fell short.`}
      aside={<FeedbackQuickLinks />}
    >
      <div>
        <OptionChooser
          heading="What would you like to tell us?"
          label="Feedback types"
          options={FEEDBACK_OPTIONS}
          formId={FORM_ID}
        >
          {(kind, close) => (
            <ContactForm
              key={kind}
              id={FORM_ID}
              type="feedback"
              heading={FEEDBACK_KIND_INFO[kind].title}
              initialSubject={FEEDBACK_KIND_INFO[kind].title}
              replyNote={FEEDBACK_KIND_INFO[kind].replyNote}
              defaultEmail={user?.email ?? ''}
              onClose={close}
            />
          )}
        </OptionChooser>
        <RecentImprovements />
      </div>
    </SupportPageLayout>
  );
}
