import { SUPPORT_EMAIL } from '../../../config/product';
import { RESPONSE_TIMES, SUPPORT_HOURS } from '../../../config/support';

/** Spec section 9: business hours and response times. */
export function SupportHours() {
  return (
    <section className="panel hours" aria-labelledby="support-hours-title">
      <h2 id="support-hours-title">Business Hours</h2>
      <p>{SUPPORT_HOURS}</p>
      <h3>Response Times</h3>
      <dl>
        {RESPONSE_TIMES.map((item) => (
          <div key={item.label} className="hours__item">
            <dt>{item.label}</dt>
            <dd>{item.time}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">
        Prefer to write directly? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </section>
  );
}
