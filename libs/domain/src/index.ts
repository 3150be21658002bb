// Shared building blocks: the decider shape, domain errors, and the given/when/then helper.
export * from './shared/decider';
export * from './shared/domain-error';
export * from './shared/decider-spec';
export { deepEqual } from './shared/equality';
export * from './shared/request-key.errors';
export * from './shared/business-day';

// user-<userId>: registration, sign-ins, onboarding, preferences, developer access, email verification.
export * as userDecider from './user/user.decider';
export type { UserState, RegisteredUser, UserPreferences } from './user/user.decider';
export type { VerificationLink } from './user/email-verification';
export * from './user/user.events';
export * from './user/user.commands';
export * from './user/user.errors';

// quota-<userId>: the trial, the Starter day, the booster and the plans; what a user can do now.
export * as quotaDecider from './quota/quota.decider';
export type { QuotaState, Reservation } from './quota/quota.decider';
export { quotaUsage, tokensUsedIn } from './quota/quota.decider';
export * from './quota/allowance';
export * from './quota/quota.events';
export * from './quota/quota.commands';
export * from './quota/quota.errors';

// conversation-<conversationId>: questions, answers, failures, project stage.
export * as conversationDecider from './conversation/conversation.decider';
export type {
  ConversationState,
  ActiveConversation,
  LastQuestion,
  QuestionStatus,
} from './conversation/conversation.decider';
export { assertMayRegenerate, questionToAskAgain } from './conversation/regeneration';
export { makeConversationTitle } from './conversation/conversation-title';
export * from './conversation/conversation.events';
export * from './conversation/conversation.commands';
export * from './conversation/conversation.errors';

// email-<sha256(email)> and credential-<userId>: password-mode accounts, and every user's session token version.
export * as emailDecider from './credential/email.decider';
export * as credentialDecider from './credential/credential.decider';
export type { CredentialState, ResetToken } from './credential/credential.decider';
export type { EmailState } from './credential/email.decider';
export * from './credential/credential.events';
export * from './credential/credential.commands';
export * from './credential/credential.errors';

// feedback-<id> and contribution-<id>: votes on answers and knowledge contributions.
export * as feedbackDecider from './feedback/feedback.decider';
export * as contributionDecider from './feedback/contribution.decider';
export type { FeedbackState } from './feedback/feedback.decider';
export type { ContributionState } from './feedback/contribution.decider';
export * from './feedback/feedback.events';
export * from './feedback/feedback.commands';
export * from './feedback/feedback.errors';

// payment-<checkoutSessionId>: one checkout session from start to confirmation or failure.
export * as paymentDecider from './payment/payment.decider';
export type { PaymentState, PaymentStatus } from './payment/payment.decider';
export * from './payment/payment.events';
export * from './payment/payment.commands';
export * from './payment/payment.errors';

// billing-<userId>: the user's provider customer, renewals paid or failed, refunds.
export * as billingDecider from './payment/billing.decider';
export type { BillingState } from './payment/billing.decider';
export { isFullRefund } from './payment/billing.decider';
export * from './payment/billing.events';
export * from './payment/billing.commands';
export * from './payment/billing.errors';

// voucher-<CODE>: creation, redemptions (limited, once per user), revocation.
export * as voucherDecider from './voucher/voucher.decider';
export type { VoucherState } from './voucher/voucher.decider';
export * from './voucher/voucher.events';
export * from './voucher/voucher.commands';
export * from './voucher/voucher.errors';

// Plans on quota-<userId>: the outcome of a confirmed payment or a redeemed voucher.
export * as entitlementDecider from './entitlement/entitlement.decider';
export type { EntitlementState, Grant } from './entitlement/entitlement.decider';
export { isActivated, isNewSubscriber, STATUS_ACCESS } from './entitlement/entitlement.decider';
export { evolvePlans, grantOf, type PlanInterval } from './quota/plan-intervals';
export * from './entitlement/plan-ends';
export * from './entitlement/entitlement.commands';
export * from './entitlement/entitlement.errors';

// document-<id>: uploads, extraction outcome, deletion.
export * as documentDecider from './document/document.decider';
export type { DocumentState } from './document/document.decider';
export * from './document/document.events';
export * from './document/document.commands';
export * from './document/document.errors';

// library-<userId>: the storage a user's uploads occupy, reserved against the plan's limit.
export * as libraryDecider from './document/library.decider';
export type { LibraryState, StorageClaim } from './document/library.decider';
export * from './document/library.events';
export * from './document/library.commands';
export * from './document/library.errors';

// partner-<partnerId>: one partnership application per user at a time, approved or rejected by an admin.
export * as partnerDecider from './partner/partner.decider';
export type { PartnerState, PartnerStatus } from './partner/partner.decider';
export { BUSINESS_ID_REQUIRED } from './partner/partner-application';
export * from './partner/partner.events';
export * from './partner/partner.commands';
export * from './partner/partner.errors';

// report-<reportId>: a weekly report generated by an admin, with its figures.
export * as reportDecider from './report/report.decider';
export type { ReportState } from './report/report.decider';
export * from './report/report.events';
export * from './report/report.commands';
export * from './report/report.errors';

// replay-<replayId>: an admin's request for a blue/green rebuild (run by the projector).
export * as replayDecider from './replay/replay.decider';
export type { ReplayState } from './replay/replay.decider';
export * from './replay/replay.events';
export * from './replay/replay.commands';
export * from './replay/replay.errors';
