import type { EventOf } from '@buildmentor/contracts';

/** `partner-<partnerId>`: one stream per applicant (the id derives from their user id). */
export type PartnerApplied = EventOf<'PartnerApplied'>;
export type PartnerApproved = EventOf<'PartnerApproved'>;
export type PartnerRejected = EventOf<'PartnerRejected'>;

export type PartnerEvent = PartnerApplied | PartnerApproved | PartnerRejected;
