import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorAttributes, FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { useRegisterPartner } from '../api/register-partner';
import { PARTNER_SECTORS } from '../data/industry-sectors';
import { useDialogFocus } from '../../../hooks/use-dialog-focus';
import {
  BUSINESS_ID_REQUIRED,
  FIELD_ORDER,
  INITIAL_PARTNER_FORM,
  businessIdResult,
  serverFieldErrors,
  toRegistrationRequest,
  validatePartnerForm,
  withCountry,
  withOptOut,
  type PartnerField,
  type PartnerFormErrors,
  type PartnerFormValues,
} from '../utils/partner-form';
import { BusinessIdField } from './business-id-field';
import '../../../styles/partner-registration.css';

interface PartnerRegistrationModalProps {
  onClose(): void;
  /** Runs with the server's message once the application is in; the caller closes the modal. */
  onRegistered(message: string): void;
}

type TextField = 'companyName' | 'contactPerson' | 'email' | 'phone' | 'description';

/**
 * The Partner Registration modal (spec sections 4 and 5): open, submitting, then success (the
 * caller closes it, which also resets the form) or failure (it stays open with the server's
 * detail, else 'Registration failed'). Submission is blocked until the business identifier is
 * valid or the opt-out is ticked.
 */
export function PartnerRegistrationModal({ onClose, onRegistered }: PartnerRegistrationModalProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [values, setValues] = useState<PartnerFormValues>(INITIAL_PARTNER_FORM);
  const [errors, setErrors] = useState<PartnerFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const register = useRegisterPartner();
  const submitting = register.isPending;
  const dialog = useRef<HTMLDivElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const fieldRefs = useRef<Partial<Record<PartnerField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const onKeyDown = useDialogFocus(dialog, () => !submitting && onClose(), firstField);

  // The page behind stays put while the dialog is open (it scrolls on its own).
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const result = businessIdResult(values);
  const blocked = !result.valid;

  function change(next: PartnerFormValues, cleared: PartnerField[]) {
    setValues(next);
    if (cleared.some((field) => errors[field])) {
      setErrors((current) => {
        const copy = { ...current };
        for (const field of cleared) delete copy[field];
        return copy;
      });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting || blocked) return;
    const found = validatePartnerForm(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      fieldRefs.current[firstInvalid]?.focus();
      return;
    }
    setFailure(null);
    register.mutate(toRegistrationRequest(values), {
      onSuccess: (response) => onRegistered(response.message),
      onError: (error) => {
        const detail =
          error instanceof ApiError && error.code !== 'http_error' && error.status !== 0 ? error.detail : '';
        setFailure(detail || 'Registration failed');
        if (error instanceof ApiError) setErrors(serverFieldErrors(error.problem?.errors));
      },
    });
  }

  function textField(
    name: TextField,
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string; multiline?: boolean } = {},
  ) {
    const error = name in errors ? errors[name as PartnerField] : undefined;
    const common = {
      id: id(name),
      value: values[name],
      ...errorAttributes(id(name), error),
      'aria-required': options.required ? true : undefined,
    };
    return (
      <FormField
        id={id(name)}
        label={label}
        required={options.required}
        note={options.required ? undefined : <span className="partner-form__optional"> (optional)</span>}
        error={error}
      >
        {options.multiline ? (
          <textarea
            {...common}
            rows={3}
            maxLength={2000}
            onChange={(event) => change({ ...values, [name]: event.target.value }, [])}
          />
        ) : (
          <input
            {...common}
            ref={(element) => {
              if (name === 'companyName') firstField.current = element;
              if (name === 'companyName' || name === 'contactPerson' || name === 'email')
                fieldRefs.current[name] = element;
            }}
            type={options.type ?? 'text'}
            autoComplete={options.autoComplete}
            maxLength={name === 'phone' ? 50 : 200}
            onChange={(event) =>
              change(
                { ...values, [name]: event.target.value },
                name === 'phone' ? [] : [name as PartnerField],
              )
            }
          />
        )}
      </FormField>
    );
  }

  return (
    <div className="partner-modal__backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={id('title')}
        aria-describedby={id('intro')}
        className="partner-modal"
        onKeyDown={onKeyDown}
      >
        <div className="partner-modal__header">
          <h2 id={id('title')}>Partner Registration</h2>
          <button
            type="button"
            className="icon-button"
            aria-label="Close"
            onClick={onClose}
            disabled={submitting}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p id={id('intro')} className="muted">
          Apply to share your company&apos;s technical content in the Community Knowledge Bank. Our team
          reviews every application. Fields marked <span className="field__required">*</span> are required.
        </p>
        <form className="form partner-form" noValidate onSubmit={submit}>
          <fieldset className="partner-form__fields" disabled={submitting}>
            {textField('companyName', 'Company Name', { required: true, autoComplete: 'organization' })}
            <BusinessIdField
              idPrefix={id('bizid')}
              values={values}
              result={result}
              error={errors.number}
              disabled={submitting}
              inputRef={(element) => {
                fieldRefs.current.number = element;
              }}
              onCountry={(country) => change(withCountry(values, country), ['number'])}
              onScheme={(scheme) =>
                change({ ...values, scheme: scheme as PartnerFormValues['scheme'] }, ['number'])
              }
              onNumber={(number) => change({ ...values, number }, ['number'])}
              onOptOut={(optOut) => change(withOptOut(values, optOut), ['number'])}
            />
            <div className="form__row">
              {textField('contactPerson', 'Contact Person', { required: true, autoComplete: 'name' })}
              {textField('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
            </div>
            <div className="form__row">
              <FormField
                id={id('industrySector')}
                label="Industry Sector"
                required
                error={errors.industrySector}
              >
                <select
                  id={id('industrySector')}
                  ref={(element) => {
                    fieldRefs.current.industrySector = element;
                  }}
                  value={values.industrySector}
                  aria-required="true"
                  {...errorAttributes(id('industrySector'), errors.industrySector)}
                  onChange={(event) =>
                    change({ ...values, industrySector: event.target.value }, ['industrySector'])
                  }
                >
                  <option value="">Select a sector</option>
                  {PARTNER_SECTORS.map((sector) => (
                    <option key={sector} value={sector}>
                      {sector}
                    </option>
                  ))}
                </select>
              </FormField>
              {textField('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
            </div>
            {textField('description', 'Company Description', { multiline: true })}
          </fieldset>
          {failure && (
            <p role="alert" className="form-error partner-form__failure">
              {failure}
            </p>
          )}
          {blocked && (
            <p id={id('blocked')} className="partner-form__blocked">
              {BUSINESS_ID_REQUIRED}
            </p>
          )}
          <div className="form__actions partner-form__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={onClose}
              disabled={submitting}
            >
              Cancel
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={blocked || submitting}
              aria-describedby={blocked ? id('blocked') : undefined}
            >
              {submitting ? 'Submitting...' : 'Submit Application'}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
