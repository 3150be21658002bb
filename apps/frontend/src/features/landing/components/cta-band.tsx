import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { FREE_TRIAL_OFFER } from '../../../config/trial-offer';

/** Spec section 2: the call-to-action band under the features. */
export function CtaBand({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <h2 id="cta-title">Ready to Get Expert Construction Guidance?</h2>
      <p>{FREE_TRIAL_OFFER}</p>
      {signedIn ? (
        <Link to={paths.chat.path} className="button button--large button--inverse">
          Start Asking Questions
        </Link>
      ) : (
        <Link to={paths.auth.path} className="button button--large button--inverse">
          Try Free Now
        </Link>
      )}
    </section>
  );
}
