import type { Command } from '../shared/decider';

/**
 * The application as the applicant typed it. The decider trims, checks and normalises it, and
 * re-validates the business identifier itself: the browser's verdict is never trusted.
 */
export type ApplyForPartnership = Command<
  'ApplyForPartnership',
  {
    partnerId: string;
    userId: string;
    companyName: string;
    contactPerson: string;
    email: string;
    phone: string | null;
    industrySector: string;
    description: string | null;
    country: string;
    /** Ignored when manualReviewRequired: the opt-out clears the number and scheme. */
    businessIdScheme: string | null;
    businessIdNumber: string | null;
    manualReviewRequired: boolean;
  }
>;

/** The admin check happens before the command; the decider only knows pending vs decided. */
export type ApprovePartner = Command<
  'ApprovePartner',
  { partnerId: string; reviewerId: string; notes: string }
>;

export type RejectPartner = Command<
  'RejectPartner',
  { partnerId: string; reviewerId: string; reason: string }
>;

export type PartnerCommand = ApplyForPartnership | ApprovePartner | RejectPartner;
