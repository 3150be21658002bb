import { REAL_ABNS, REAL_NZBNS } from '@buildmentor/contracts/testing';
import { DeciderSpecification } from '../shared/decider-spec';
import type { ApplyForPartnership } from './partner.commands';
import * as partnerDecider from './partner.decider';
import type { PartnerApplied, PartnerEvent } from './partner.events';

const apply = (patch: Partial<ApplyForPartnership['data']> = {}): ApplyForPartnership => ({
  type: 'ApplyForPartnership',
  data: {
    partnerId: 'p1',
    userId: 'u1',
    companyName: ' Acme Stairs Pty Ltd ',
    contactPerson: 'Sam Lee',
    email: 'sam@acme.com.au',
    phone: ' ',
    industrySector: 'Residential',
    description: 'Stair manufacturer',
    country: 'AU',
    businessIdScheme: 'ABN',
    businessIdNumber: REAL_ABNS[0],
    manualReviewRequired: false,
    ...patch,
  },
});
const applied = (patch: Partial<PartnerApplied['data']> = {}): PartnerEvent => ({
  type: 'PartnerApplied',
  data: {
    partnerId: 'p1',
    userId: 'u1',
    companyName: 'Acme Stairs Pty Ltd',
    contactPerson: 'Sam Lee',
    email: 'sam@acme.com.au',
    phone: null,
    industrySector: 'Residential',
    description: 'Stair manufacturer',
    country: 'AU',
    businessIdScheme: 'ABN',
    businessIdNumber: '51824753556',
    abnAcn: 'ABN:51824753556',
    businessIdValid: true,
    manualReviewRequired: false,
    ...patch,
  },
});
const approve = (notes = '') => ({
  type: 'ApprovePartner' as const,
  data: { partnerId: 'p1', reviewerId: 'admin1', notes },
});
const reject = (reason: string) => ({
  type: 'RejectPartner' as const,
  data: { partnerId: 'p1', reviewerId: 'admin1', reason },
});
const approved: PartnerEvent = {
  type: 'PartnerApproved',
  data: { partnerId: 'p1', reviewerId: 'admin1', notes: 'Verified on the ABR' },
};
const rejected: PartnerEvent = {
  type: 'PartnerRejected',
  data: { partnerId: 'p1', reviewerId: 'admin1', reason: 'Not a construction business' },
};

describe('partner decider', () => {
  const spec = DeciderSpecification.for(partnerDecider);

  describe('no application yet', () => {
    const given = spec.given([]);
    it('records a trimmed application with the normalised ABN', () => given.when(apply()).then([applied()]));
    it('normalises a real NZBN typed with spaces', () =>
      given
        .when(apply({ country: 'NZ', businessIdScheme: 'NZBN', businessIdNumber: '9429 0463 9392 0' }))
        .then([
          applied({
            country: 'NZ',
            businessIdScheme: 'NZBN',
            businessIdNumber: REAL_NZBNS[0],
            abnAcn: `NZBN:${REAL_NZBNS[0]}`,
          }),
        ]));
    it('accepts the opt-out without a number, for manual review', () =>
      given.when(apply({ businessIdScheme: null, businessIdNumber: null, manualReviewRequired: true })).then([
        applied({
          businessIdScheme: null,
          businessIdNumber: null,
          abnAcn: 'MANUAL_REVIEW_REQUIRED',
          manualReviewRequired: true,
        }),
      ]));
    it('ignores a number sent along with the opt-out', () =>
      given.when(apply({ businessIdNumber: 'rubbish', manualReviewRequired: true })).then([
        applied({
          businessIdScheme: null,
          businessIdNumber: null,
          abnAcn: 'MANUAL_REVIEW_REQUIRED',
          manualReviewRequired: true,
        }),
      ]));
    it('re-validates the ABN checksum with the shared validator', () => {
      const error = given
        .when(apply({ businessIdNumber: '51 824 753 557' }))
        .thenThrows('PARTNER.INVALID_APPLICATION');
      expect(error.issues).toEqual([{ path: 'businessIdNumber', message: 'Invalid ABN checksum' }]);
    });
    it('asks for a business id or the opt-out', () => {
      const error = given.when(apply({ businessIdNumber: '  ' })).thenThrows('PARTNER.INVALID_APPLICATION');
      expect(error.issues).toEqual([
        {
          path: 'businessIdNumber',
          message:
            'Please enter a valid business identifier or check "I don\'t have a business registration number"',
        },
      ]);
    });
    it('refuses a scheme the country does not use', () => {
      const error = given
        .when(apply({ country: 'NZ', businessIdScheme: 'ABN' }))
        .thenThrows('PARTNER.INVALID_APPLICATION');
      expect(error.issues.map((i) => i.path)).toEqual(['businessIdScheme']);
    });
    it('lists every missing or invalid field at once', () => {
      const error = given
        .when(
          apply({
            companyName: ' ',
            contactPerson: '',
            email: 'sam@',
            industrySector: 'Space',
            country: 'FR',
          }),
        )
        .thenThrows('PARTNER.INVALID_APPLICATION');
      expect(error.issues).toEqual([
        { path: 'companyName', message: 'Please enter your company name.' },
        { path: 'contactPerson', message: 'Please enter a contact person.' },
        { path: 'email', message: 'Please enter a valid email address.' },
        { path: 'industrySector', message: '"Space" is not one of the industry sectors.' },
        { path: 'country', message: 'Please choose a supported country.' },
      ]);
      expect(error.category).toBe('validation');
    });
    it('requires an industry sector', () => {
      expect(
        given.when(apply({ industrySector: '' })).thenThrows('PARTNER.INVALID_APPLICATION').issues,
      ).toEqual([{ path: 'industrySector', message: 'Please select an industry sector.' }]);
    });
    it('cannot be approved or rejected', () => {
      given.when(approve()).thenThrows('PARTNER.NOT_FOUND');
      given.when(reject('No')).thenThrows('PARTNER.NOT_FOUND');
    });
  });

  describe('pending', () => {
    const given = spec.given([applied()]);
    it('refuses a second application', () => {
      expect(given.when(apply()).thenThrows('PARTNER.ALREADY_APPLIED').category).toBe('conflict');
    });
    it('is approved with optional, trimmed notes', () => {
      given.when(approve(' Verified on the ABR ')).then([approved]);
      given
        .when(approve())
        .then([{ type: 'PartnerApproved', data: { partnerId: 'p1', reviewerId: 'admin1', notes: '' } }]);
    });
    it('is rejected with a reason', () =>
      given.when(reject(' Not a construction business ')).then([rejected]));
    it('needs a reason to reject', () => {
      const error = given.when(reject('   ')).thenThrows('PARTNER.REJECTION_REASON_REQUIRED');
      expect(error.message).toBe('Please provide a reason for rejection.');
      expect(error.issues).toEqual([{ path: 'reason', message: 'Please provide a reason for rejection.' }]);
    });
  });

  describe('approved', () => {
    const given = spec.given([applied(), approved]);
    it('refuses another application', () => {
      expect(given.when(apply()).thenThrows('PARTNER.ALREADY_APPLIED').message).toBe(
        'You are already an approved partner.',
      );
    });
    it('cannot be acted on again', () => {
      given.when(approve()).thenThrows('PARTNER.NOT_PENDING');
      given.when(reject('Changed my mind')).thenThrows('PARTNER.NOT_PENDING');
    });
  });

  describe('rejected', () => {
    const given = spec.given([applied(), rejected]);
    it('accepts a new application', () =>
      given
        .when(apply({ companyName: 'Acme Stairs Ltd' }))
        .then([applied({ companyName: 'Acme Stairs Ltd' })]));
    it('cannot be acted on again', () => {
      given.when(approve()).thenThrows('PARTNER.NOT_PENDING');
    });
  });

  describe('re-applied after a rejection', () => {
    const given = spec.given([applied(), rejected, applied()]);
    it('is pending again and can be approved', () =>
      given.when(approve('Verified on the ABR')).then([approved]));
  });
});
