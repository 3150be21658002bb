import { SUPPORT_EMAIL } from '../../../config/product';
import { FEEDBACK_REVIEW_TIMES } from '../../../config/support';
import { mailtoHref } from '../../../lib/mailto';
import { FEEDBACK_KINDS, FEEDBACK_KIND_INFO } from '../feedback-kinds';

/** Mailto shortcuts for visitors who would rather write straight from their email app. */
export function FeedbackQuickLinks() {
  return (
    <section className="panel quick-links" aria-labelledby="feedback-quick-links-title">
      <h2 id="feedback-quick-links-title">Email Us Directly</h2>
      <ul className="plain-list quick-links__list">
        {FEEDBACK_KINDS.map((kind) => (
          <li key={kind}>
            <a href={mailtoHref(SUPPORT_EMAIL, { subject: `Feedback: ${FEEDBACK_KIND_INFO[kind].title}` })}>
              {FEEDBACK_KIND_INFO[kind].title}
            </a>
          </li>
        ))}
      </ul>
      <h3>Review Times</h3>
      <ul className="plain-list">
        {FEEDBACK_REVIEW_TIMES.map((item) => (
          <li key={item.label}>
            {item.label} <strong>{item.time}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
