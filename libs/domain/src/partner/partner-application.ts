import {
  abnAcnValue,
  isBusinessIdCountry,
  isIndustrySector,
  partnerAppliedDataSchema,
  schemesFor,
  validateBusinessId,
  type BusinessIdScheme,
  type PartnerAppliedData,
} from '@buildmentor/contracts';
import type { DomainErrorIssue } from '../shared/domain-error';
import { isBlank } from '../shared/text';
import type { ApplyForPartnership } from './partner.commands';
import { InvalidPartnerApplicationError, PARTNER_MESSAGES } from './partner.errors';

/** Spec section 5, verbatim: the form blocks submission with this; the server says the same. */
export const BUSINESS_ID_REQUIRED =
  'Please enter a valid business identifier or check "I don\'t have a business registration number"';

const optional = (value: string | null): string | null => (isBlank(value) ? null : value!.trim());

/**
 * Turns a submitted application into the PartnerApplied fact, or throws one validation error
 * listing every invalid field. The business identifier is re-checked with the same shared
 * validator the browser uses, so a tampered `business_id_valid` changes nothing.
 */
export function checkApplication(data: ApplyForPartnership['data']): PartnerAppliedData {
  const issues: DomainErrorIssue[] = [];
  const companyName = data.companyName.trim();
  const contactPerson = data.contactPerson.trim();
  const email = data.email.trim();
  const industrySector = data.industrySector.trim();
  if (companyName === '') issues.push({ path: 'companyName', message: PARTNER_MESSAGES.companyNameRequired });
  if (contactPerson === '')
    issues.push({ path: 'contactPerson', message: PARTNER_MESSAGES.contactPersonRequired });
  // The event schema's own email rule, so a recorded application always replays.
  if (!partnerAppliedDataSchema.shape.email.safeParse(email).success)
    issues.push({ path: 'email', message: PARTNER_MESSAGES.emailInvalid });
  if (industrySector === '')
    issues.push({ path: 'industrySector', message: PARTNER_MESSAGES.sectorRequired });
  else if (!isIndustrySector(industrySector))
    issues.push({ path: 'industrySector', message: PARTNER_MESSAGES.unknownSector(industrySector) });

  const country = data.country.trim().toUpperCase();
  let businessId: Pick<PartnerAppliedData, 'businessIdScheme' | 'businessIdNumber' | 'businessIdValid'> = {
    businessIdScheme: null,
    businessIdNumber: null,
    // The opt-out reports valid but unverified (spec section 5); manualReviewRequired says so.
    businessIdValid: true,
  };
  if (!isBusinessIdCountry(country)) {
    issues.push({ path: 'country', message: PARTNER_MESSAGES.countryUnsupported });
  } else if (!data.manualReviewRequired) {
    const scheme = (data.businessIdScheme ?? '').trim().toUpperCase();
    const number = data.businessIdNumber ?? '';
    const result = validateBusinessId({ country, scheme, number });
    if (!schemesFor(country).some((known) => known === scheme))
      issues.push({ path: 'businessIdScheme', message: result.message });
    else if (isBlank(number)) issues.push({ path: 'businessIdNumber', message: BUSINESS_ID_REQUIRED });
    else if (!result.valid) issues.push({ path: 'businessIdNumber', message: result.message });
    businessId = {
      businessIdScheme: scheme as BusinessIdScheme,
      businessIdNumber: result.normalized,
      businessIdValid: result.valid,
    };
  }
  if (issues.length > 0) throw InvalidPartnerApplicationError(issues);

  return {
    partnerId: data.partnerId,
    userId: data.userId,
    companyName,
    contactPerson,
    email,
    phone: optional(data.phone),
    industrySector,
    description: optional(data.description),
    country: country as PartnerAppliedData['country'],
    ...businessId,
    abnAcn: abnAcnValue(businessId.businessIdScheme, businessId.businessIdNumber),
    manualReviewRequired: data.manualReviewRequired,
  };
}
