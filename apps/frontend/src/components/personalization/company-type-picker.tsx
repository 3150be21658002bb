import { useId } from 'react';
import { COMPANY_TYPE_OPTIONS } from './personalization-options';
import '../../styles/personalization.css';

interface CompanyTypePickerProps {
  value: string | null;
  onChange(companyType: string): void;
  legend?: string;
}

/** The nine company types as a grid of buttons (a radio group: exactly one applies). */
export function CompanyTypePicker({ value, onChange, legend = 'Company type' }: CompanyTypePickerProps) {
  const name = `${useId()}-company`;
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">{legend}</legend>
      <div className="company-grid">
        {COMPANY_TYPE_OPTIONS.map((type) => (
          <label key={type} className={`company-option${value === type ? ' company-option--checked' : ''}`}>
            <input
              type="radio"
              className="company-option__input"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <span>{type}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
