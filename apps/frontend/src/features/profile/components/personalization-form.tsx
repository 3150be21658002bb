import { useId, useState, type FormEvent } from 'react';
import type { ProfilePreferences } from '@buildmentor/contracts';
import { MAX_CUSTOM_INSTRUCTIONS_LENGTH } from '@buildmentor/contracts/limits';
import { CompanyTypePicker } from '../../../components/personalization/company-type-picker';
import { ExperienceLevelPicker } from '../../../components/personalization/experience-level-picker';
import { PreferenceListPicker } from '../../../components/personalization/preference-list-picker';
import { BusyButton } from '../../../components/ui/busy-button';
import { useUpdatePreferences } from '../api/update-preferences';

/** Spec section 8, preferences. */
export const PREFERENCES_SAVED_MESSAGE = 'Your preferences have been saved successfully!';
export const PREFERENCES_FAILED_MESSAGE = 'Failed to save preferences. Please try again.';

interface PersonalizationFormProps {
  initial: ProfilePreferences;
  onSaved?(): void;
}

/**
 * The Personalization tab: no field is required (spec section 5). Saving disables the button and
 * shows a spinner; the result message clears when the next save starts.
 */
export function PersonalizationForm({ initial, onSaved }: PersonalizationFormProps) {
  const id = useId();
  const [sectors, setSectors] = useState<string[]>(initial.industry_sectors);
  const [disciplines, setDisciplines] = useState<string[]>(initial.disciplines);
  const [level, setLevel] = useState<string | null>(initial.experience_level);
  const [companyType, setCompanyType] = useState<string | null>(initial.company_type);
  const [instructions, setInstructions] = useState(initial.custom_instructions);
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);
  const save = useUpdatePreferences();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    try {
      await save.mutateAsync({
        industries: sectors,
        role: companyType ?? '',
        experience_level: level,
        response_style: 'balanced',
        ai_focus_areas: disciplines,
        custom_instructions: instructions,
      });
      setResult('saved');
      onSaved?.();
    } catch {
      setResult('failed');
    }
  }

  return (
    <form className="personalization-form" onSubmit={(event) => void handleSubmit(event)}>
      <PreferenceListPicker list="sectors" value={sectors} onChange={setSectors} />
      <PreferenceListPicker list="disciplines" value={disciplines} onChange={setDisciplines} />
      <ExperienceLevelPicker value={level} onChange={setLevel} />
      <CompanyTypePicker value={companyType} onChange={setCompanyType} />
      <div className="personalization-form__field">
        <label htmlFor={`${id}-instructions`} className="personalization-form__label">
          Custom instructions
        </label>
        <p id={`${id}-instructions-hint`} className="personalization-form__hint">
          Anything else the AI should know about how you work, e.g. &quot;Always cite the NCC clause&quot;.
        </p>
        <textarea
          id={`${id}-instructions`}
          aria-describedby={`${id}-instructions-hint`}
          className="personalization-form__textarea"
          rows={4}
          maxLength={MAX_CUSTOM_INSTRUCTIONS_LENGTH}
          value={instructions}
          onChange={(event) => setInstructions(event.target.value)}
        />
      </div>
      {result === 'saved' && (
        <p className="form-message form-message--success" role="status">
          {PREFERENCES_SAVED_MESSAGE}
        </p>
      )}
      {result === 'failed' && (
        <p className="form-message form-message--error" role="alert">
          {PREFERENCES_FAILED_MESSAGE}
        </p>
      )}
      <BusyButton type="submit" className="button button--primary" busy={save.isPending}>
        Save Personalization Settings
      </BusyButton>
    </form>
  );
}
