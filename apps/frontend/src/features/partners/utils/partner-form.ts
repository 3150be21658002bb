import {
  abnAcnValue,
  businessIdOptOut,
  DEFAULT_BUSINESS_ID_COUNTRY,
  DEFAULT_BUSINESS_ID_SCHEME,
  schemesFor,
  validateBusinessId,
  type BusinessIdScheme,
  type BusinessIdValidation,
} from '@buildmentor/contracts/business-id';
import type { PartnerRegistrationRequest } from '@buildmentor/contracts';

export interface PartnerFormValues {
  companyName: string;
  contactPerson: string;
  email: string;
  industrySector: string;
  phone: string;
  description: string;
  country: string;
  /** '' once the opt-out is ticked (it clears the number and scheme). */
  scheme: BusinessIdScheme | '';
  number: string;
  /** "I don't have a business registration number". */
  noBusinessId: boolean;
}

export const INITIAL_PARTNER_FORM: PartnerFormValues = {
  companyName: '',
  contactPerson: '',
  email: '',
  industrySector: '',
  phone: '',
  description: '',
  country: DEFAULT_BUSINESS_ID_COUNTRY,
  scheme: DEFAULT_BUSINESS_ID_SCHEME,
  number: '',
  noBusinessId: false,
};

export type PartnerField = 'companyName' | 'contactPerson' | 'email' | 'industrySector' | 'number';
export type PartnerFormErrors = Partial<Record<PartnerField, string>>;

/** Spec section 5, verbatim: what blocks submission until the identifier is valid or opted out. */
export const BUSINESS_ID_REQUIRED =
  'Please enter a valid business identifier or check "I don\'t have a business registration number"';
export const MANUAL_VERIFICATION_NOTE = 'Your application will require manual verification by our team.';

/** The server's messages for the same rules, so both sides say the same thing. */
export const PARTNER_FORM_MESSAGES = {
  companyName: 'Please enter your company name.',
  contactPerson: 'Please enter a contact person.',
  email: 'Please enter a valid email address.',
  industrySector: 'Please select an industry sector.',
} as const;

/** One @, something on each side, a dot in the domain; the server checks the address again. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The shared validator's verdict (the same code the server runs), or the opt-out's. */
export function businessIdResult(values: PartnerFormValues): BusinessIdValidation {
  if (values.noBusinessId) return businessIdOptOut();
  return validateBusinessId({ country: values.country, scheme: values.scheme, number: values.number });
}

/** Spec section 5: the required fields and the identifier. Empty object: valid. */
export function validatePartnerForm(values: PartnerFormValues): PartnerFormErrors {
  const errors: PartnerFormErrors = {};
  if (!values.companyName.trim()) errors.companyName = PARTNER_FORM_MESSAGES.companyName;
  if (!businessIdResult(values).valid) errors.number = BUSINESS_ID_REQUIRED;
  if (!values.contactPerson.trim()) errors.contactPerson = PARTNER_FORM_MESSAGES.contactPerson;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = PARTNER_FORM_MESSAGES.email;
  if (!values.industrySector) errors.industrySector = PARTNER_FORM_MESSAGES.industrySector;
  return errors;
}

/** The order fields appear in, for moving focus to the first invalid one. */
export const FIELD_ORDER: readonly PartnerField[] = [
  'companyName',
  'number',
  'contactPerson',
  'email',
  'industrySector',
];

/** A country change picks its first (default) scheme; the opt-out keeps the scheme cleared. */
export function withCountry(values: PartnerFormValues, country: string): PartnerFormValues {
  return { ...values, country, scheme: values.noBusinessId ? '' : (schemesFor(country)[0] ?? '') };
}

/** Ticking the opt-out clears the number and scheme; unticking restores the country's default scheme. */
export function withOptOut(values: PartnerFormValues, noBusinessId: boolean): PartnerFormValues {
  return noBusinessId
    ? { ...values, noBusinessId, number: '', scheme: '' }
    : { ...values, noBusinessId, scheme: schemesFor(values.country)[0] ?? '' };
}

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** The submitted payload (spec section 3): the form's fields plus the identifier's derived fields. */
export function toRegistrationRequest(values: PartnerFormValues): PartnerRegistrationRequest {
  const result = businessIdResult(values);
  const scheme = values.noBusinessId || !values.scheme ? null : values.scheme;
  const number = values.noBusinessId ? null : result.normalized;
  return {
    company_name: values.companyName.trim(),
    contact_person: values.contactPerson.trim(),
    email: values.email.trim(),
    industry_sector: values.industrySector,
    phone: optional(values.phone),
    description: optional(values.description),
    country: values.country,
    business_id_scheme: scheme,
    business_id_number: number,
    abn_acn: abnAcnValue(scheme, number),
    business_id_valid: result.valid,
    manual_review_required: values.noBusinessId,
  };
}

/** The server's field paths (body.company_name) mapped back to the form's fields. */
const SERVER_PATHS: Record<string, PartnerField> = {
  'body.company_name': 'companyName',
  'body.contact_person': 'contactPerson',
  'body.email': 'email',
  'body.industry_sector': 'industrySector',
  'body.business_id_number': 'number',
  'body.business_id_scheme': 'number',
};

export function serverFieldErrors(
  errors: readonly { path: string; message: string }[] | undefined,
): PartnerFormErrors {
  const mapped: PartnerFormErrors = {};
  for (const { path, message } of errors ?? []) {
    const field = SERVER_PATHS[path];
    if (field && !mapped[field]) mapped[field] = message;
  }
  return mapped;
}
