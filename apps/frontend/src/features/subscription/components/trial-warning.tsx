import { Link } from 'react-router-dom';
import { AFTER_TRIAL_NEXT_STEP } from '@buildmentor/contracts/plans';
import { paths } from '../../../config/paths';
import type { TrialStatus } from '../hooks/use-trial-status';

/** Spec section 5: the message of a send blocked by an exhausted trial. */
export const TRIAL_EXHAUSTED_MESSAGE = 'You have used all your free questions. Please upgrade to continue.';

/** Starter: today's questions and the Daily Booster are both used. */
export const DAILY_EXHAUSTED_MESSAGE =
  "You have used today's free questions, including your Daily Booster. They reset at midnight (Sydney time), or upgrade to Pro for unlimited questions.";

/**
 * Above the chat input once 1 or fewer trial questions remain (spec section 4). A used-up trial
 * also says what comes next, in the words the /pricing Starter card uses.
 */
export function TrialWarning({ trial }: { trial: TrialStatus }) {
  if (trial.dailyExhausted) {
    return (
      <p className="trial-warning trial-warning--blocked" role="status">
        {DAILY_EXHAUSTED_MESSAGE} <Link to={paths.pricing.path}>View plans</Link>
      </p>
    );
  }
  if (!trial.low) return null;
  return (
    <p className={`trial-warning${trial.exhausted ? ' trial-warning--blocked' : ''}`} role="status">
      {trial.exhausted ? (
        <>
          {TRIAL_EXHAUSTED_MESSAGE} <span className="trial-warning__next">{AFTER_TRIAL_NEXT_STEP}</span>
        </>
      ) : (
        'You have 1 free question left.'
      )}{' '}
      <Link to={paths.pricing.path}>View plans</Link>
    </p>
  );
}
