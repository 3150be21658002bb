// Shared building blocks: the decider shape, domain errors, and the given/when/then helper.
export * from './shared/decider';
export * from './shared/domain-error';
export * from './shared/decider-spec';
export { deepEqual } from './shared/equality';

// user-<userId>: registration, sign-ins, onboarding, preferences, developer access.
export * as userDecider from './user/user.decider';
export type { UserState, RegisteredUser, UserPreferences } from './user/user.decider';
export * from './user/user.events';
export * from './user/user.commands';
export * from './user/user.errors';

// quota-<userId>: the free trial now; booster and plan rules fit the same state.
export * as quotaDecider from './quota/quota.decider';
export type { QuotaState, Reservation, ActivePlan } from './quota/quota.decider';
export * from './quota/quota.events';
export * from './quota/quota.commands';
export * from './quota/quota.errors';
export { sydneyDay } from './quota/sydney-day';
export { planAt, usedOn } from './quota/quota.decider';

// conversation-<conversationId>: questions, answers, failures, project stage.
export * as conversationDecider from './conversation/conversation.decider';
export type {
  ConversationState,
  ActiveConversation,
  QuestionStatus,
} from './conversation/conversation.decider';
export { makeConversationTitle } from './conversation/conversation-title';
export * from './conversation/conversation.events';
export * from './conversation/conversation.commands';
export * from './conversation/conversation.errors';

// email-<sha256(email)> and credential-<userId>: password-mode accounts.
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
