import { type PlanTier, type SubscriptionSource } from '@buildmentor/contracts';
import { evolvePlans, type PlanInterval } from '@buildmentor/domain';
import { oneDocumentPerEvent, type Projection } from '../projection/projection';
import { readModel, type ReadModelDoc } from '../projection/read-model';
import { type AnyProjectedEvent } from '../projection/projected-event';

/**
 * `profiles`: one document per user with what the profile, subscription and chat screens read:
 * identity, onboarding, preferences, trial counters and activity. Field names follow the HTTP
 * shapes of the spec (snake_case) so queries return them without renaming.
 */
export interface ProfileDoc extends ReadModelDoc {
  uid: string;
  email: string | null;
  name: string | null;
  auth_mode: 'demo' | 'password' | null;
  user_type: 'demo' | 'pro' | null;
  registered_at: string | null;
  last_sign_in_at: string | null;
  last_active_at: string | null;
  onboarding_completed: boolean;
  preferences: {
    industry_sectors: string[];
    disciplines: string[];
    experience_level: string | null;
    company_type: string | null;
    custom_instructions: string;
    response_style: string;
    primary_focus: string;
  };
  trial: { questions_total: number; questions_used: number; questions_remaining: number } | null;
  /** Today's (latest day's) Starter questions, by id, so a refund can give the right one back. */
  daily: { day: string; question_ids: string[] } | null;
  /** The latest Daily Booster spent. */
  booster: { day: string; question_id: string } | null;
  /** A plan's running intervals, folded exactly as the quota decider folds them (evolvePlans). */
  plans: ProfilePlan[];
  developer_access: boolean;
  /**
   * Demo accounts count as verified from registration; password accounts once EmailVerified.
   * Absent in documents projected before email verification existed (a replay fills it in).
   */
  email_verified?: boolean;
  questions_asked: number;
}

export const PROFILES = readModel<ProfileDoc>('profiles');

export interface ProfilePlan {
  tier: PlanTier;
  starts_at: string;
  ends_at: string | null;
  /** Absent on documents projected before plans had grants (a replay fills them in). */
  source?: SubscriptionSource;
  reference?: string;
  subscription_id?: string | null;
}

export function emptyProfile(uid: string): ProfileDoc {
  return {
    _id: uid,
    _position: 0,
    uid,
    email: null,
    name: null,
    auth_mode: null,
    user_type: null,
    registered_at: null,
    last_sign_in_at: null,
    last_active_at: null,
    onboarding_completed: false,
    preferences: {
      industry_sectors: [],
      disciplines: [],
      experience_level: null,
      company_type: null,
      custom_instructions: '',
      response_style: 'balanced',
      primary_focus: '',
    },
    trial: null,
    daily: null,
    booster: null,
    plans: [],
    developer_access: false,
    email_verified: false,
    questions_asked: 0,
  };
}

function evolveProfile(current: ProfileDoc | null, event: AnyProjectedEvent): ProfileDoc | null {
  if (!('userId' in event.data)) return current;
  const doc = current ?? emptyProfile(event.data.userId);
  const at = event.metadata.at;
  switch (event.type) {
    case 'UserRegistered':
      return {
        ...doc,
        email: event.data.email,
        name: event.data.displayName,
        auth_mode: event.data.authMode,
        user_type: event.data.userType,
        // As the user decider: the spec's demo accounts are verified (demo mode is not security).
        email_verified: doc.email_verified || event.data.authMode === 'demo',
        registered_at: at,
        last_active_at: at,
      };
    case 'UserSignedIn':
      return { ...doc, last_sign_in_at: at, last_active_at: at };
    case 'OnboardingCompleted':
      return {
        ...doc,
        onboarding_completed: true,
        preferences: {
          ...doc.preferences,
          industry_sectors: event.data.industrySectors,
          disciplines: event.data.disciplines,
          experience_level: event.data.experienceLevel,
          company_type: event.data.companyType,
          primary_focus: event.data.primaryFocus,
        },
      };
    case 'PreferencesUpdated':
      // The preferences form always sends every field, so the event replaces them all.
      return {
        ...doc,
        preferences: {
          ...doc.preferences,
          industry_sectors: event.data.industries,
          disciplines: event.data.aiFocusAreas,
          experience_level: event.data.experienceLevel,
          company_type: event.data.role,
          custom_instructions: event.data.customInstructions,
          response_style: event.data.responseStyle,
        },
      };
    case 'DeveloperAccessGranted':
      return { ...doc, developer_access: true };
    case 'DeveloperAccessRevoked':
      return { ...doc, developer_access: false };
    case 'EmailVerified':
      return { ...doc, email_verified: true };
    case 'TrialStarted':
      return {
        ...doc,
        trial: {
          questions_total: event.data.questions,
          questions_used: 0,
          questions_remaining: event.data.questions,
        },
      };
    case 'TrialDecremented': {
      // Counted, not derived from the granted 3: the decider's `remaining` is against the allowance
      // it applied (10 for a beta tester), so used + remaining is that allowance.
      const used = (doc.trial?.questions_used ?? 0) + 1;
      return {
        ...doc,
        trial: {
          questions_total: used + event.data.remaining,
          questions_used: used,
          questions_remaining: event.data.remaining,
        },
      };
    }
    case 'DailyQuestionUsed': {
      const ids = doc.daily?.day === event.data.day ? doc.daily.question_ids : [];
      return { ...doc, daily: { day: event.data.day, question_ids: [...ids, event.data.questionId] } };
    }
    case 'BoosterUsed':
      return { ...doc, booster: { day: event.data.day, question_id: event.data.questionId } };
    case 'SubscriptionActivated':
    case 'SubscriptionSuspended':
    case 'SubscriptionResumed':
    case 'SubscriptionEnded':
      // The quota decider's own fold, so the subscription screen and the asks never disagree.
      return { ...doc, plans: evolvePlans(doc.plans.map(planInterval), event).map(toProfilePlan) };
    case 'QuotaRefunded':
      return refundQuestion(doc, event.data.source, event.data.questionId);
    case 'QuestionAsked':
      return { ...doc, questions_asked: doc.questions_asked + 1, last_active_at: at };
    default:
      return current;
  }
}

/** A profile's copy of a plan interval, as the domain folds and judges it. */
export function planInterval(plan: ProfilePlan): PlanInterval {
  return {
    tier: plan.tier,
    source: plan.source ?? 'payment',
    startsAt: plan.starts_at,
    endsAt: plan.ends_at,
    reference: plan.reference ?? '',
    subscriptionId: plan.subscription_id ?? null,
  };
}

function toProfilePlan(plan: PlanInterval): ProfilePlan {
  return {
    tier: plan.tier,
    starts_at: plan.startsAt,
    ends_at: plan.endsAt,
    source: plan.source,
    reference: plan.reference,
    subscription_id: plan.subscriptionId,
  };
}

/** A refund gives the question back to whatever paid for it. */
function refundQuestion(doc: ProfileDoc, source: string, questionId: string): ProfileDoc {
  if (source === 'trial' && doc.trial && doc.trial.questions_used > 0) {
    return {
      ...doc,
      trial: {
        ...doc.trial,
        questions_remaining: doc.trial.questions_remaining + 1,
        questions_used: doc.trial.questions_used - 1,
      },
    };
  }
  if (source === 'daily' && doc.daily)
    return {
      ...doc,
      daily: { ...doc.daily, question_ids: doc.daily.question_ids.filter((id) => id !== questionId) },
    };
  if (source === 'booster' && doc.booster?.question_id === questionId) return { ...doc, booster: null };
  return doc;
}

export const profilesProjection: Projection<ProfileDoc> = {
  readModel: PROFILES,
  ...oneDocumentPerEvent(
    [
      'UserRegistered',
      'UserSignedIn',
      'OnboardingCompleted',
      'PreferencesUpdated',
      'DeveloperAccessGranted',
      'DeveloperAccessRevoked',
      'EmailVerified',
      'TrialStarted',
      'TrialDecremented',
      'DailyQuestionUsed',
      'BoosterUsed',
      'QuotaRefunded',
      'SubscriptionActivated',
      'SubscriptionSuspended',
      'SubscriptionResumed',
      'SubscriptionEnded',
      'QuestionAsked',
    ],
    'userId',
  ),
  evolve: evolveProfile,
  indexes: [{ keys: { email: 1 } }, { keys: { last_active_at: -1 } }],
};
