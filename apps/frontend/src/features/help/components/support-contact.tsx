import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SUPPORT_EMAIL } from '../../../config/product';
import { SUPPORT_HOURS } from '../../../config/support';

/** The support address and hours, with the way to the full contact form. */
export function SupportContact() {
  return (
    <section className="panel" aria-labelledby="support-contact-title">
      <h2 id="support-contact-title">Contact Support</h2>
      <p>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
      <p className="muted">{SUPPORT_HOURS}</p>
      <p>
        <Link to={paths.contact.path}>All contact options</Link>
      </p>
    </section>
  );
}
