import type { DomainEvent } from './envelope';
import {
  emailClaimedDataSchema,
  passwordResetCompletedDataSchema,
  passwordRemovedDataSchema,
  passwordResetRequestedDataSchema,
  passwordSetDataSchema,
  sessionsEndedDataSchema,
} from './credential.events';
import { contributionReviewedDataSchema, contributionSubmittedDataSchema } from './contribution.events';
import {
  answerFailedDataSchema,
  answerGeneratedDataSchema,
  conversationSharedDataSchema,
  conversationShareRevokedDataSchema,
  answerStoppedDataSchema,
  conversationStartedDataSchema,
  projectStageDetectedDataSchema,
  questionAskedDataSchema,
  upcastQuestionAskedV1ToV2,
} from './conversation.events';
import { createEventRegistry, defineEvent, type DefinitionsData } from './event-definition';
import { feedbackSubmittedDataSchema } from './feedback.events';
import {
  documentDeletedDataSchema,
  documentRejectedDataSchema,
  documentTextExtractedDataSchema,
  documentUploadedDataSchema,
  mentorNoteAddedDataSchema,
  storageReleasedDataSchema,
  storageReservedDataSchema,
} from './knowledge.events';
import {
  partnerAppliedDataSchema,
  partnerApprovedDataSchema,
  partnerRejectedDataSchema,
} from './partner.events';
import {
  billingCustomerLinkedDataSchema,
  checkoutStartedDataSchema,
  invoicePaidDataSchema,
  invoicePaymentFailedDataSchema,
  paymentConfirmedDataSchema,
  paymentFailedDataSchema,
  paymentRefundedDataSchema,
} from './payment.events';
import {
  paymentDisputeClosedDataSchema,
  paymentDisputedDataSchema,
  subscriptionResumedDataSchema,
  subscriptionStatusChangedDataSchema,
  subscriptionSuspendedDataSchema,
} from './subscription.events';
import {
  boosterUsedDataSchema,
  dailyQuestionUsedDataSchema,
  subscriptionEndedDataSchema,
  quotaRefundedDataSchema,
  subscriptionActivatedDataSchema,
  trialDecrementedDataSchema,
  tokensUsedDataSchema,
  trialStartedDataSchema,
} from './quota.events';
import { replayRequestedDataSchema } from './replay.events';
import { weeklyReportGeneratedDataSchema } from './report.events';
import { uiEventRecordedDataSchema } from './telemetry.events';
import {
  developerAccessGrantedDataSchema,
  developerAccessRevokedDataSchema,
  emailVerificationRequestedDataSchema,
  emailVerifiedDataSchema,
  onboardingCompletedDataSchema,
  preferencesUpdatedDataSchema,
  userRegisteredDataSchema,
  userSignedInDataSchema,
} from './user.events';
import {
  voucherCreatedDataSchema,
  voucherRedeemedDataSchema,
  voucherRevokedDataSchema,
} from './voucher.events';

/** The event catalogue, in DESIGN.md's order. Extend it; never rename an entry. */
export const EVENT_TYPES = [
  'UserRegistered',
  'UserSignedIn',
  'OnboardingCompleted',
  'PreferencesUpdated',
  'TrialStarted',
  'TrialDecremented',
  'BoosterUsed',
  'QuotaRefunded',
  'ConversationStarted',
  'QuestionAsked',
  'AnswerGenerated',
  'AnswerFailed',
  'ProjectStageDetected',
  'FeedbackSubmitted',
  'ContributionSubmitted',
  'ContributionReviewed',
  'DocumentUploaded',
  'DocumentTextExtracted',
  'DocumentRejected',
  'DocumentDeleted',
  'PartnerApplied',
  'PartnerApproved',
  'PartnerRejected',
  'VoucherCreated',
  'VoucherRedeemed',
  'VoucherRevoked',
  'CheckoutStarted',
  'PaymentConfirmed',
  'PaymentFailed',
  'SubscriptionActivated',
  'DeveloperAccessGranted',
  'WeeklyReportGenerated',
  // Extensions beyond DESIGN.md's list (extend, never rename):
  'EmailClaimed',
  'PasswordSet',
  'PasswordResetRequested',
  'PasswordResetCompleted',
  'DailyQuestionUsed',
  'UiEventRecorded',
  'MentorNoteAdded',
  'ReplayRequested',
  'SubscriptionEnded',
  'EmailVerificationRequested',
  'EmailVerified',
  'DeveloperAccessRevoked',
  'SessionsEnded',
  'PasswordRemoved',
  'SubscriptionSuspended',
  'SubscriptionResumed',
  'PaymentDisputed',
  'PaymentDisputeClosed',
  'BillingCustomerLinked',
  'InvoicePaid',
  'InvoicePaymentFailed',
  'PaymentRefunded',
  'SubscriptionStatusChanged',
  'StorageReserved',
  'StorageReleased',
  'ConversationShared',
  'ConversationShareRevoked',
  'AnswerStopped',
  'TokensUsed',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/**
 * Every event type's current data schema and upcaster chain. All are at version 1 today but
 * QuestionAsked (2: `regenerates`); to change
 * a shape, replace the schema with the new one and append an upcaster from the old version, e.g.
 * `UserRegistered: defineEvent(userRegisteredV2Schema, [upcastUserRegisteredV1ToV2])`.
 * `satisfies` makes the compiler reject a missing or an extra event type.
 */
const EVENT_DEFINITIONS = {
  UserRegistered: defineEvent(userRegisteredDataSchema),
  UserSignedIn: defineEvent(userSignedInDataSchema),
  OnboardingCompleted: defineEvent(onboardingCompletedDataSchema),
  PreferencesUpdated: defineEvent(preferencesUpdatedDataSchema),
  TrialStarted: defineEvent(trialStartedDataSchema),
  TrialDecremented: defineEvent(trialDecrementedDataSchema),
  BoosterUsed: defineEvent(boosterUsedDataSchema),
  QuotaRefunded: defineEvent(quotaRefundedDataSchema),
  ConversationStarted: defineEvent(conversationStartedDataSchema),
  QuestionAsked: defineEvent(questionAskedDataSchema, [upcastQuestionAskedV1ToV2]),
  AnswerGenerated: defineEvent(answerGeneratedDataSchema),
  AnswerFailed: defineEvent(answerFailedDataSchema),
  ProjectStageDetected: defineEvent(projectStageDetectedDataSchema),
  FeedbackSubmitted: defineEvent(feedbackSubmittedDataSchema),
  ContributionSubmitted: defineEvent(contributionSubmittedDataSchema),
  ContributionReviewed: defineEvent(contributionReviewedDataSchema),
  DocumentUploaded: defineEvent(documentUploadedDataSchema),
  DocumentTextExtracted: defineEvent(documentTextExtractedDataSchema),
  DocumentRejected: defineEvent(documentRejectedDataSchema),
  DocumentDeleted: defineEvent(documentDeletedDataSchema),
  PartnerApplied: defineEvent(partnerAppliedDataSchema),
  PartnerApproved: defineEvent(partnerApprovedDataSchema),
  PartnerRejected: defineEvent(partnerRejectedDataSchema),
  VoucherCreated: defineEvent(voucherCreatedDataSchema),
  VoucherRedeemed: defineEvent(voucherRedeemedDataSchema),
  VoucherRevoked: defineEvent(voucherRevokedDataSchema),
  CheckoutStarted: defineEvent(checkoutStartedDataSchema),
  PaymentConfirmed: defineEvent(paymentConfirmedDataSchema),
  PaymentFailed: defineEvent(paymentFailedDataSchema),
  SubscriptionActivated: defineEvent(subscriptionActivatedDataSchema),
  DeveloperAccessGranted: defineEvent(developerAccessGrantedDataSchema),
  WeeklyReportGenerated: defineEvent(weeklyReportGeneratedDataSchema),
  EmailClaimed: defineEvent(emailClaimedDataSchema),
  PasswordSet: defineEvent(passwordSetDataSchema),
  PasswordResetRequested: defineEvent(passwordResetRequestedDataSchema),
  PasswordResetCompleted: defineEvent(passwordResetCompletedDataSchema),
  DailyQuestionUsed: defineEvent(dailyQuestionUsedDataSchema),
  UiEventRecorded: defineEvent(uiEventRecordedDataSchema),
  MentorNoteAdded: defineEvent(mentorNoteAddedDataSchema),
  StorageReserved: defineEvent(storageReservedDataSchema),
  StorageReleased: defineEvent(storageReleasedDataSchema),
  ConversationShared: defineEvent(conversationSharedDataSchema),
  ConversationShareRevoked: defineEvent(conversationShareRevokedDataSchema),
  SubscriptionEnded: defineEvent(subscriptionEndedDataSchema),
  SubscriptionSuspended: defineEvent(subscriptionSuspendedDataSchema),
  SubscriptionResumed: defineEvent(subscriptionResumedDataSchema),
  PaymentDisputed: defineEvent(paymentDisputedDataSchema),
  PaymentDisputeClosed: defineEvent(paymentDisputeClosedDataSchema),
  BillingCustomerLinked: defineEvent(billingCustomerLinkedDataSchema),
  InvoicePaid: defineEvent(invoicePaidDataSchema),
  InvoicePaymentFailed: defineEvent(invoicePaymentFailedDataSchema),
  PaymentRefunded: defineEvent(paymentRefundedDataSchema),
  SubscriptionStatusChanged: defineEvent(subscriptionStatusChangedDataSchema),
  ReplayRequested: defineEvent(replayRequestedDataSchema),
  EmailVerificationRequested: defineEvent(emailVerificationRequestedDataSchema),
  EmailVerified: defineEvent(emailVerifiedDataSchema),
  DeveloperAccessRevoked: defineEvent(developerAccessRevokedDataSchema),
  SessionsEnded: defineEvent(sessionsEndedDataSchema),
  PasswordRemoved: defineEvent(passwordRemovedDataSchema),
  AnswerStopped: defineEvent(answerStoppedDataSchema),
  TokensUsed: defineEvent(tokensUsedDataSchema),
} satisfies Record<EventType, unknown>;

export const eventRegistry = createEventRegistry(EVENT_DEFINITIONS);

/** Each event type's data, as its current schema outputs it. */
export type EventDataMap = DefinitionsData<typeof EVENT_DEFINITIONS>;

/** An event as a decider produces it: `{ type, data }`, discriminated by `type`. */
export type BuildMentorEvent = { [K in EventType]: { type: K; data: EventDataMap[K] } }[EventType];

/** One member of the union, e.g. `EventOf<'TrialDecremented'>`. */
export type EventOf<K extends EventType> = { type: K; data: EventDataMap[K] };

/** An event with its metadata, as the event store accepts and returns it. */
export type AppEvent = { [K in EventType]: DomainEvent<K, EventDataMap[K]> }[EventType];

export function isEventType(type: string): type is EventType {
  return eventRegistry.has(type);
}

/** The version new events of this type are written with (goes into metadata.schemaVersion). */
export function currentSchemaVersion(type: EventType): number {
  return eventRegistry.currentVersion(type);
}

/**
 * Upcasts stored data to the current version and validates it. Throws UnknownEventTypeError,
 * UnsupportedSchemaVersionError, or InvalidEventDataError (whose message and `issues` name the
 * failing field paths).
 */
export function parseEventData<K extends EventType>(
  type: K,
  data: unknown,
  schemaVersion: number,
): EventDataMap[K];
export function parseEventData(type: string, data: unknown, schemaVersion: number): EventDataMap[EventType];
export function parseEventData(type: string, data: unknown, schemaVersion: number): EventDataMap[EventType] {
  // The registry itself rejects an unknown type with UnknownEventTypeError.
  return eventRegistry.parse(type as EventType, data, schemaVersion);
}

/** Like parseEventData, but returns the typed `{ type, data }` pair for switching on `type`. */
export function parseEvent(type: string, data: unknown, schemaVersion: number): BuildMentorEvent {
  return { type, data: parseEventData(type, data, schemaVersion) } as BuildMentorEvent;
}
