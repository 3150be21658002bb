import type { Ref } from 'react';
import {
  BUSINESS_ID_COUNTRIES,
  BUSINESS_ID_COUNTRY_NAMES,
  BUSINESS_ID_FIELDS,
  schemesFor,
  type BusinessIdValidation,
} from '@buildmentor/contracts/business-id';
import { fieldErrorId, FormField } from '../../../components/ui/form-field';
import { MANUAL_VERIFICATION_NOTE, type PartnerFormValues } from '../utils/partner-form';

interface BusinessIdFieldProps {
  idPrefix: string;
  values: PartnerFormValues;
  result: BusinessIdValidation;
  /** Shown after a submit attempt (or from the server) when the identifier blocks submission. */
  error?: string;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
  onCountry(country: string): void;
  onScheme(scheme: string): void;
  onNumber(number: string): void;
  onOptOut(noBusinessId: boolean): void;
}

/**
 * The business identifier (spec section 5): a country (AU by default), a scheme select only when
 * the country has more than one, the number with live valid/invalid feedback from the shared
 * validator, the example and a 'Where to find this?' link, and the opt-out box.
 */
export function BusinessIdField({
  idPrefix,
  values,
  result,
  error,
  disabled,
  inputRef,
  onCountry,
  onScheme,
  onNumber,
  onOptOut,
}: BusinessIdFieldProps) {
  const schemes = schemesFor(values.country);
  const scheme = values.scheme || schemes[0];
  const config = scheme ? BUSINESS_ID_FIELDS[scheme] : null;
  const typed = values.number.trim() !== '';
  const state = values.noBusinessId || !typed ? '' : result.valid ? 'valid' : 'invalid';
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <fieldset className="partner-bizid" disabled={disabled}>
      <legend>
        Business registration{' '}
        <span className="field__required" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="form__row">
        <div className="field">
          <label htmlFor={id('country')}>Country</label>
          <select
            id={id('country')}
            value={values.country}
            onChange={(event) => onCountry(event.target.value)}
          >
            {BUSINESS_ID_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {BUSINESS_ID_COUNTRY_NAMES[country]}
              </option>
            ))}
          </select>
        </div>
        {schemes.length > 1 && !values.noBusinessId && (
          <div className="field">
            <label htmlFor={id('scheme')}>Identifier type</label>
            <select
              id={id('scheme')}
              value={values.scheme}
              onChange={(event) => onScheme(event.target.value)}
            >
              {schemes.map((option) => (
                <option key={option} value={option}>
                  {BUSINESS_ID_FIELDS[option].name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {!values.noBusinessId && config && (
        <FormField
          id={id('number')}
          label={config.name}
          required
          error={error !== result.message ? error : undefined}
        >
          <input
            id={id('number')}
            ref={inputRef}
            type="text"
            autoComplete="off"
            className={`partner-bizid__input${state ? ` partner-bizid__input--${state}` : ''}`}
            placeholder={config.placeholder}
            value={values.number}
            aria-required="true"
            aria-invalid={state === 'invalid' || Boolean(error) ? true : undefined}
            aria-describedby={[
              typed ? id('verdict') : '',
              id('example'),
              error ? fieldErrorId(id('number')) : '',
            ]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => onNumber(event.target.value)}
          />
          {typed && (
            <p
              id={id('verdict')}
              className={`partner-bizid__verdict partner-bizid__verdict--${state}`}
              aria-live="polite"
            >
              <span aria-hidden="true">{result.valid ? '✓ ' : '✗ '}</span>
              {result.message}
            </p>
          )}
          <p id={id('example')} className="field__hint">
            Example: {config.example}{' '}
            <a href={config.helpUrl} target="_blank" rel="noopener noreferrer">
              Where to find this?<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </FormField>
      )}
      <label className="partner-bizid__optout">
        <input
          type="checkbox"
          checked={values.noBusinessId}
          onChange={(event) => onOptOut(event.target.checked)}
        />
        I don&apos;t have a business registration number
      </label>
      {values.noBusinessId && <p className="partner-bizid__manual">{MANUAL_VERIFICATION_NOTE}</p>}
    </fieldset>
  );
}
