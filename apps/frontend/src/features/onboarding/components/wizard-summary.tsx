import { experienceLevelText } from '../../../components/personalization/personalization-options';
import { TagList } from '../../../components/personalization/tag-list';
import type { WizardAnswers } from '../utils/wizard-steps';

/** Spec section 9: the summary shows 6 per list. */
const SUMMARY_ITEMS = 6;

/** Step 4: 'Your Personalized AI Profile', with what the AI will use. */
export function WizardSummary({ answers }: { answers: WizardAnswers }) {
  const { industry_sectors: sectors, disciplines } = answers;
  return (
    <div className="summary">
      <h3 className="summary__title">Your Personalized AI Profile</h3>
      <div className="summary__group">
        <h4 className="summary__heading">Industry Sectors ({sectors.length})</h4>
        <TagList items={sectors} max={SUMMARY_ITEMS} label="Industry sectors" />
      </div>
      <div className="summary__group">
        <h4 className="summary__heading">Disciplines ({disciplines.length})</h4>
        <TagList items={disciplines} max={SUMMARY_ITEMS} label="Disciplines" />
      </div>
      <dl className="summary__facts">
        <div>
          <dt>Experience Level</dt>
          <dd>{experienceLevelText(answers.experience_level)}</dd>
        </div>
        <div>
          <dt>Company Type</dt>
          <dd>{answers.company_type}</dd>
        </div>
      </dl>
      <div className="summary__active">
        <p className="summary__active-title">Smart AI Personalization Active!</p>
        <p className="summary__active-text">
          Answers will be tailored to your sectors, disciplines and experience level.
        </p>
      </div>
    </div>
  );
}
