import { useRef, useState } from 'react';
import { StaticPageLayout } from '../../components/layouts/static-page-layout';
import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import { ContactForm } from '../../features/contact/components/contact-form';
import { FeedbackOptions } from '../../features/site-feedback/components/feedback-options';
import { FeedbackQuickLinks } from '../../features/site-feedback/components/feedback-quick-links';
import { RecentImprovements } from '../../features/site-feedback/components/recent-improvements';
import { FEEDBACK_KIND_INFO, type FeedbackKind } from '../../features/site-feedback/feedback-kinds';
import { useAuth } from '../../lib/auth/auth-context';

const FORM_ID = 'feedback-form';

/**
 * /feedback (spec section 2): four feedback cards opening the contact form with type feedback,
 * mailto quick links, review times and the Recent Improvements list.
 */
export function FeedbackRoute() {
  const { user } = useAuth();
  const [kind, setKind] = useState<FeedbackKind | null>(null);
  const optionsHeading = useRef<HTMLHeadingElement>(null);

  function close() {
    setKind(null);
    optionsHeading.current?.focus();
  }

  return (
    <StaticPageLayout title={paths.feedback.title}>
      <div className="page-intro">
        <h1>Share Your Feedback</h1>
        <p>
          {PRODUCT_NAME} is shaped by the people who use it on real projects. Tell us what to fix, what to
          build next and where an answer fell short.
        </p>
      </div>
      <div className="with-sidebar">
        <div>
          <h2 className="section-title" ref={optionsHeading} tabIndex={-1}>
            What would you like to tell us?
          </h2>
          <FeedbackOptions selected={kind} onSelect={setKind} formId={FORM_ID} />
          {kind && (
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
          <RecentImprovements />
        </div>
        <div className="with-sidebar__aside">
          <FeedbackQuickLinks />
        </div>
      </div>
    </StaticPageLayout>
  );
}
