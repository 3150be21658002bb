import type {
  AskResponse,
  AuthConfigResponse,
  AuthUser,
  ProfilePreferences,
  ProfileResponse,
  ConversationSummary,
  SignInResponse,
  SubscriptionResponse,
  V2Answer,
} from '@buildmentor/contracts';
import { DEMO_USER_STORAGE_KEY } from '../lib/auth/demo-session-storage';

export function authUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    uid: 'demo_1700000000000',
    email: 'demo@buildmentor.example',
    displayName: 'demo',
    emailVerified: true,
    photoURL: null,
    role: 'user',
    user_type: 'demo',
    ...overrides,
  };
}

export function signInResponse(user: AuthUser, token = `token-of-${user.uid}`, position = 1): SignInResponse {
  return { user, token, position };
}

/** Puts a session in local storage the way the app saves one. */
export function storeSession(user: AuthUser = authUser(), token = 'restored-token'): void {
  window.localStorage.setItem(DEMO_USER_STORAGE_KEY, JSON.stringify({ user, token }));
}

export function subscription(remaining: number, isTrial = true): SubscriptionResponse {
  return {
    tier: isTrial ? 'demo' : 'pro',
    is_trial: isTrial,
    trial_info: { questions_remaining: remaining, questions_used: 3 - remaining },
    unlimited: !isTrial,
    plan_ends_at: null,
    daily: null,
    booster: null,
  };
}

export function v2Answer(
  overrides: Partial<V2Answer> = {},
  response: Partial<V2Answer['response']> = {},
): V2Answer {
  return {
    title: 'Fire-rated doors in Class 2 buildings',
    summary: 'Doors to sole-occupancy units need an FRL of -/60/30.',
    blocks: [],
    meta: { emoji: '', schema: 'v2', mapped: false, schema_version: '2', suggested_actions: [] },
    sources: [{ title: 'NCC 2022 Volume One', page: 112 }],
    confidence: 0.8,
    session_id: 'session-1',
    subscription_status: {
      tier: 'demo',
      is_trial: true,
      trial_info: { questions_remaining: 2, questions_used: 1 },
    },
    response: {
      technical: 'Use a **self-closing** door.\n\n- FRL -/60/30\n- Smoke seals',
      mentoring: 'Check the certifier early.',
      format: 'v2',
      next_steps: ['Confirm the building class', 'Specify the door set'],
      ...response,
    },
    ...overrides,
  };
}

export function askResponse(
  position: number,
  overrides: Partial<V2Answer> = {},
  generator: AskResponse['generator'] = 'openai',
): AskResponse {
  return {
    ...v2Answer(overrides),
    question_id: `q-${position}`,
    answer_id: `a-${position}`,
    position,
    generator,
  };
}

export function conversation(id: string, title: string): ConversationSummary {
  return { id, title, preview: `${title} preview`, updated_at: '2025-01-01T00:00:00.000Z' };
}

/** GET /api/user/profile as the server answers it; onboarding done unless said otherwise. */
export function profile(
  overrides: Partial<Omit<ProfileResponse, 'preferences'>> = {},
  preferences: Partial<ProfilePreferences> = {},
): ProfileResponse {
  return {
    uid: 'demo_1700000000000',
    email: 'demo@buildmentor.example',
    email_verified: true,
    name: 'pat',
    profession: '',
    sector: '',
    use_case: '',
    onboarding_completed: true,
    ...overrides,
    preferences: {
      industry_sectors: [],
      disciplines: [],
      experience_level: null,
      company_type: null,
      custom_instructions: '',
      ...preferences,
    },
  };
}

/** GET /api/auth/config for each mode. */
export function authConfig(
  mode: 'demo' | 'password',
  overrides: Partial<AuthConfigResponse> = {},
): AuthConfigResponse {
  return mode === 'demo'
    ? { mode, google_enabled: true, min_password_length: 6, ...overrides }
    : { mode, google_enabled: false, min_password_length: 8, ...overrides };
}
