import { useId } from 'react';
import { InfoIcon } from '../ui/icons';
import { EXPERIENCE_LEVEL_CHOICES } from './personalization-options';
import '../../styles/personalization.css';

interface ExperienceLevelPickerProps {
  value: string | null;
  onChange(level: string): void;
  legend?: string;
}

/**
 * The four experience-level cards (a radio group). Each card has the 'How AI adapts to your level'
 * tooltip, shown on hover and keyboard focus and read as the radio's description.
 */
export function ExperienceLevelPicker({
  value,
  onChange,
  legend = 'Experience level',
}: ExperienceLevelPickerProps) {
  const id = useId();
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">{legend}</legend>
      <div className="level-cards">
        {EXPERIENCE_LEVEL_CHOICES.map((level) => {
          const labelId = `${id}-${level.value}-label`;
          const adaptationId = `${id}-${level.value}-adaptation`;
          const tipId = `${id}-${level.value}-tip`;
          const checked = value === level.value;
          return (
            <label key={level.value} className={`level-card${checked ? ' level-card--checked' : ''}`}>
              <input
                type="radio"
                className="level-card__input"
                name={`${id}-level`}
                value={level.value}
                checked={checked}
                onChange={() => onChange(level.value)}
                // Named by the level alone; the adaptation and the tooltip are its description.
                aria-labelledby={labelId}
                aria-describedby={`${adaptationId} ${tipId}`}
              />
              <span id={labelId} className="level-card__label">
                {level.label}
              </span>
              <span id={adaptationId} className="level-card__adaptation">
                {level.adaptation}
              </span>
              <span className="level-card__tip-trigger" aria-hidden="true">
                <InfoIcon /> How AI adapts
              </span>
              <span id={tipId} role="tooltip" className="level-card__tooltip">
                <strong className="level-card__tooltip-title">How AI adapts to your level</strong>
                <span className="level-card__behaviours">
                  {level.behaviours.map((behaviour) => (
                    <span key={behaviour} className="level-card__behaviour">
                      {behaviour}
                    </span>
                  ))}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
