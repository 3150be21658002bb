import { type PartnerRecord } from '@buildmentor/contracts';
import { type PartnerDoc } from '@buildmentor/read-models';

/** The spec's stored fields, as the admin list shows them (read-model bookkeeping dropped). */
export function toPartnerRecord(doc: PartnerDoc): PartnerRecord {
  return {
    id: doc.partner_id,
    user_id: doc.user_id,
    company_name: doc.company_name,
    contact_person: doc.contact_person,
    email: doc.email,
    industry_sector: doc.industry_sector,
    phone: doc.phone,
    status: doc.status,
    manual_review_required: doc.manual_review_required,
    country: doc.country,
    business_id_scheme: doc.business_id_scheme,
    business_id_number: doc.business_id_number,
    abn_acn: doc.abn_acn,
    business_id_valid: doc.business_id_valid,
    description: doc.description,
    admin_notes: doc.admin_notes,
    created_at: doc.created_at,
    reviewed_at: doc.reviewed_at,
  };
}
