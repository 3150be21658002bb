import { useEffect, useId, useRef, useState } from 'react';
import { CompanyTypePicker } from '../../../components/personalization/company-type-picker';
import { ExperienceLevelPicker } from '../../../components/personalization/experience-level-picker';
import { PreferenceListPicker } from '../../../components/personalization/preference-list-picker';
import { ProductIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { PRODUCT_NAME } from '../../../config/product';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import {
  EMPTY_ANSWERS,
  STEP_NAMES,
  STEP_TITLES,
  STEP_REQUIREMENTS,
  WIZARD_STEP_COUNT,
  canProceed,
  stepState,
  type WizardAnswers,
  type WizardStep,
} from '../utils/wizard-steps';
import { WizardSummary } from './wizard-summary';
import '../../../styles/onboarding.css';

/** Spec section 8: shown when the server gives no detail. */
export const ONBOARDING_FAILED_MESSAGE = 'Failed to save your preferences. Please try again.';

interface WelcomeWizardProps {
  /** Runs once the server has accepted the answers (the caller reloads the profile). */
  onComplete(): Promise<void> | void;
}

const STEPS: readonly WizardStep[] = [1, 2, 3, 4];

/**
 * Welcome Setup (spec section 2): four steps, then POST /api/user/onboarding. Next is enabled only
 * when the step's requirement is met; on step 4 it becomes the finish button. A failed save shows
 * the error above the steps and keeps the user on step 4.
 */
export function WelcomeWizard({ onComplete }: WelcomeWizardProps) {
  useDocumentTitle('Welcome Setup');
  const id = useId();
  const [step, setStep] = useState<WizardStep>(1);
  const [answers, setAnswers] = useState<WizardAnswers>(EMPTY_ANSWERS);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useCompleteOnboarding();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    // After Next or Previous, keyboard and screen-reader users continue at the new step's title.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  const update = (change: Partial<WizardAnswers>) => setAnswers((current) => ({ ...current, ...change }));
  const ready = canProceed(step, answers);
  const requirementId = `${id}-requirement`;
  const progressLabelId = `${id}-progress`;

  async function finish() {
    setSaving(true);
    setError(null);
    try {
      const result = await save.mutateAsync({ ...answers, primary_focus: '' });
      if (!result.success) throw new Error('The server did not confirm the save');
      await onComplete();
    } catch (caught) {
      setError(caught instanceof ApiError && caught.problem ? caught.detail : ONBOARDING_FAILED_MESSAGE);
    } finally {
      setSaving(false);
    }
  }

  return (
    <main id="main" tabIndex={-1} className="wizard-page">
      <div className="wizard">
        <header className="wizard__header">
          <ProductIcon className="wizard__icon" />
          <h1 className="wizard__title">Welcome to {PRODUCT_NAME}</h1>
          <p className="wizard__intro">A few questions so every answer fits your work.</p>
        </header>

        <div className="wizard__progress">
          <p id={progressLabelId} className="wizard__progress-text">
            Step {step} of {WIZARD_STEP_COUNT} - Setting up your personalized AI assistant
          </p>
          <div
            className="progress"
            role="progressbar"
            aria-labelledby={progressLabelId}
            aria-valuemin={1}
            aria-valuemax={WIZARD_STEP_COUNT}
            aria-valuenow={step}
          >
            <div className="progress__bar" style={{ width: `${(step / WIZARD_STEP_COUNT) * 100}%` }} />
          </div>
        </div>

        {error && (
          <div className="wizard__error" role="alert">
            {error}
          </div>
        )}

        <ol className="step-dots" aria-label="Setup steps">
          {STEPS.map((dot) => {
            const state = stepState(dot, step);
            return (
              <li
                key={dot}
                className={`step-dot step-dot--${state}`}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <span className="step-dot__marker" aria-hidden="true">
                  {state === 'done' ? '✓' : dot}
                </span>
                <span className="step-dot__name">{STEP_NAMES[dot]}</span>
                <span className="visually-hidden">
                  {state === 'done' ? ' (completed)' : state === 'upcoming' ? ' (upcoming)' : ''}
                </span>
              </li>
            );
          })}
        </ol>

        <section className="wizard__step" aria-labelledby={`${id}-step-title`}>
          <h2 id={`${id}-step-title`} ref={stepHeading} tabIndex={-1} className="wizard__step-title">
            {STEP_TITLES[step]}
          </h2>
          {step === 1 && (
            <PreferenceListPicker
              list="sectors"
              hint="Choose every sector your projects fall into. Answers will use examples and standards from them."
              value={answers.industry_sectors}
              onChange={(industry_sectors) => update({ industry_sectors })}
            />
          )}
          {step === 2 && (
            <PreferenceListPicker
              list="disciplines"
              hint="Choose from 40+ disciplines. Answers will focus on the standards and issues of yours."
              value={answers.disciplines}
              onChange={(disciplines) => update({ disciplines })}
            />
          )}
          {step === 3 && (
            <>
              <ExperienceLevelPicker
                value={answers.experience_level}
                onChange={(experience_level) => update({ experience_level })}
              />
              <CompanyTypePicker
                value={answers.company_type}
                onChange={(company_type) => update({ company_type })}
              />
            </>
          )}
          {step === 4 && <WizardSummary answers={answers} />}
        </section>

        <div className="wizard__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={step === 1 || saving}
            onClick={() => setStep((current) => (current > 1 ? ((current - 1) as WizardStep) : current))}
          >
            Previous
          </button>
          {step < WIZARD_STEP_COUNT ? (
            <button
              type="button"
              className="button button--primary"
              disabled={!ready}
              aria-describedby={ready ? undefined : requirementId}
              onClick={() => setStep((current) => (current + 1) as WizardStep)}
            >
              Next
            </button>
          ) : (
            <button
              type="button"
              className="button button--primary"
              disabled={saving}
              onClick={() => void finish()}
            >
              {saving ? (
                <>
                  <Spinner size="sm" /> Setting up...
                </>
              ) : (
                `Start Using ${PRODUCT_NAME}`
              )}
            </button>
          )}
        </div>
        {!ready && (
          <p id={requirementId} className="wizard__requirement">
            {STEP_REQUIREMENTS[step]}
          </p>
        )}
        <p className="wizard__note">You can change these preferences later in your profile settings.</p>
      </div>
    </main>
  );
}
