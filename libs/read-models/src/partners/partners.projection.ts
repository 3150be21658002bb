import { oneDocumentPerEvent, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/**
 * `partners`: one document per applicant (the partner id derives from the user id) holding their
 * latest application with every stored field of spec section 3. The admin list and the
 * applicant's own status read it. A new application after a rejection starts the document over.
 */
export interface PartnerDoc extends ReadModelDoc {
  partner_id: string;
  user_id: string;
  company_name: string;
  contact_person: string;
  email: string;
  industry_sector: string;
  phone: string | null;
  status: 'pending' | 'approved' | 'rejected';
  manual_review_required: boolean;
  country: string;
  business_id_scheme: string | null;
  business_id_number: string | null;
  abn_acn: string;
  business_id_valid: boolean;
  description: string | null;
  /** Approval notes ('' when none) or the rejection reason; null while pending. */
  admin_notes: string | null;
  reviewer_id: string | null;
  created_at: string;
  reviewed_at: string | null;
}

export const PARTNERS = readModel<PartnerDoc>('partners');

function evolvePartner(doc: PartnerDoc | null, event: AnyProjectedEvent): PartnerDoc | null {
  switch (event.type) {
    case 'PartnerApplied': {
      const d = event.data;
      return {
        _id: d.partnerId,
        _position: 0,
        partner_id: d.partnerId,
        user_id: d.userId,
        company_name: d.companyName,
        contact_person: d.contactPerson,
        email: d.email,
        industry_sector: d.industrySector,
        phone: d.phone,
        status: 'pending',
        manual_review_required: d.manualReviewRequired,
        country: d.country,
        business_id_scheme: d.businessIdScheme,
        business_id_number: d.businessIdNumber,
        abn_acn: d.abnAcn,
        business_id_valid: d.businessIdValid,
        description: d.description,
        admin_notes: null,
        reviewer_id: null,
        created_at: event.metadata.at,
        reviewed_at: null,
      };
    }
    case 'PartnerApproved':
      return (
        doc && {
          ...doc,
          status: 'approved',
          admin_notes: event.data.notes,
          reviewer_id: event.data.reviewerId,
          reviewed_at: event.metadata.at,
        }
      );
    case 'PartnerRejected':
      return (
        doc && {
          ...doc,
          status: 'rejected',
          admin_notes: event.data.reason,
          reviewer_id: event.data.reviewerId,
          reviewed_at: event.metadata.at,
        }
      );
    default:
      return doc;
  }
}

export const partnersProjection: Projection<PartnerDoc> = {
  readModel: PARTNERS,
  ...oneDocumentPerEvent(['PartnerApplied', 'PartnerApproved', 'PartnerRejected'], 'partnerId'),
  evolve: evolvePartner,
  indexes: [{ keys: { user_id: 1 } }, { keys: { status: 1, created_at: -1 } }],
};
