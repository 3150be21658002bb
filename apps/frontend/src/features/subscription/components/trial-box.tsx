import { Link } from 'react-router-dom';
import { planLabel } from '@buildmentor/contracts/plans';
import { paths } from '../../../config/paths';
import type { TrialStatus } from '../hooks/use-trial-status';

export function questionsRemainingText(remaining: number): string {
  const count = Math.max(remaining, 0);
  return `${count} ${count === 1 ? 'question' : 'questions'} remaining`;
}

/** The month's model tokens against the plan's monthly budget. */
export function tokensUsedText(used: number, budget: number): string {
  return `${used.toLocaleString('en-AU')} of ${budget.toLocaleString('en-AU')} AI tokens used this month`;
}

/**
 * The sidebar's trial or plan box, with the upgrade link to /pricing. The Daily Booster counter
 * shows only on a plan that has one (the server's booster is null otherwise).
 */
export function TrialBox({ trial }: { trial: TrialStatus }) {
  if (trial.loading) {
    return (
      <section className="plan-box" aria-label="Your plan" aria-busy="true">
        <p className="plan-box__detail">Checking your plan...</p>
      </section>
    );
  }

  return (
    <section className={`plan-box${trial.exhausted ? ' plan-box--empty' : ''}`} aria-label="Your plan">
      <h2 className="plan-box__title">{trial.isTrial ? 'Free Trial' : planLabel(trial.tier)}</h2>
      {trial.isTrial && <p className="plan-box__detail">{questionsRemainingText(trial.remaining)}</p>}
      {!trial.isTrial && trial.daily && (
        <p className="plan-box__detail">
          {Math.min(trial.daily.used, trial.daily.total)} of {trial.daily.total} questions used today
        </p>
      )}
      {trial.tokens && (
        <p className="plan-box__detail">{tokensUsedText(trial.tokens.used, trial.tokens.budget)}</p>
      )}
      {trial.booster && (
        <p className="plan-box__booster">
          <span className="plan-box__booster-label">Daily Booster</span>{' '}
          <span>
            {trial.booster.remaining} remaining out of {trial.booster.total}
          </span>
        </p>
      )}
      <Link to={paths.pricing.path} className="plan-box__link">
        {trial.isTrial ? 'Upgrade' : 'View plans'}
      </Link>
    </section>
  );
}
