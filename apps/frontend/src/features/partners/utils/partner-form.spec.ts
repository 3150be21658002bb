import {
  INITIAL_PARTNER_FORM,
  serverFieldErrors,
  toRegistrationRequest,
  validatePartnerForm,
  withCountry,
  withOptOut,
  type PartnerFormValues,
} from './partner-form';

const filled: PartnerFormValues = {
  ...INITIAL_PARTNER_FORM,
  companyName: ' Kiwi Build Ltd ',
  contactPerson: 'Aroha Ngata',
  email: 'aroha@kiwibuild.co.nz',
  industrySector: 'Residential',
};

describe('partner form', () => {
  it('starts on Australia / ABN', () => {
    expect(INITIAL_PARTNER_FORM).toMatchObject({
      country: 'AU',
      scheme: 'ABN',
      number: '',
      noBusinessId: false,
    });
  });

  it("switches to a country's only scheme and builds the payload with the normalised number", () => {
    const nz = { ...withCountry(filled, 'NZ'), number: '9429 0463 93920' };
    expect(nz.scheme).toBe('NZBN');
    expect(validatePartnerForm(nz)).toEqual({});
    expect(toRegistrationRequest(nz)).toEqual({
      company_name: 'Kiwi Build Ltd',
      contact_person: 'Aroha Ngata',
      email: 'aroha@kiwibuild.co.nz',
      industry_sector: 'Residential',
      phone: undefined,
      description: undefined,
      country: 'NZ',
      business_id_scheme: 'NZBN',
      business_id_number: '9429046393920',
      abn_acn: 'NZBN:9429046393920',
      business_id_valid: true,
      manual_review_required: false,
    });
  });

  it('the opt-out clears the number and scheme, and a country change keeps the scheme cleared', () => {
    const optedOut = withCountry(withOptOut({ ...filled, number: '123' }, true), 'GB');
    expect(optedOut).toMatchObject({ number: '', scheme: '', noBusinessId: true, country: 'GB' });
    expect(withOptOut(optedOut, false).scheme).toBe('CRN');
  });

  it('maps the server field paths back to the form fields', () => {
    expect(
      serverFieldErrors([
        { path: 'body.email', message: 'Bad email' },
        { path: 'body.business_id_scheme', message: 'Pick one' },
        { path: 'body.other', message: 'x' },
      ]),
    ).toEqual({
      email: 'Bad email',
      number: 'Pick one',
    });
  });
});
