import { DeciderSpecification } from '../shared/decider-spec';
import * as userDecider from './user.decider';
import type { CompleteOnboarding, UpdatePreferences, UserCommand } from './user.commands';
import type {
  DeveloperAccessGranted,
  OnboardingCompleted,
  PreferencesUpdated,
  UserRegistered,
  UserSignedIn,
} from './user.events';

const spec = DeciderSpecification.for(userDecider);
const userId = 'user-1';

const registerUser: UserCommand = {
  type: 'RegisterUser',
  data: { userId, email: 'sam@example.com', displayName: 'sam', authMode: 'demo', userType: 'demo' },
};
const userRegistered: UserRegistered = {
  type: 'UserRegistered',
  data: registerUser.data as UserRegistered['data'],
};

const onboardingInput: CompleteOnboarding['data'] = {
  userId,
  industrySectors: ['Commercial', 'Health'],
  disciplines: ['Structural Engineering'],
  experienceLevel: 'graduate',
  companyType: 'Engineering Consultancy',
};
const completeOnboarding = (data: Partial<CompleteOnboarding['data']> = {}): CompleteOnboarding => ({
  type: 'CompleteOnboarding',
  data: { ...onboardingInput, ...data },
});
const onboardingCompleted: OnboardingCompleted = {
  type: 'OnboardingCompleted',
  data: {
    userId,
    industrySectors: ['Commercial', 'Health'],
    disciplines: ['Structural Engineering'],
    experienceLevel: 'graduate',
    companyType: 'Engineering Consultancy',
    primaryFocus: '',
  },
};

const updatePreferences = (data: Omit<UpdatePreferences['data'], 'userId'>): UpdatePreferences => ({
  type: 'UpdatePreferences',
  data: { userId, ...data },
});
const preferencesUpdated = (data: Partial<PreferencesUpdated['data']>): PreferencesUpdated => ({
  type: 'PreferencesUpdated',
  data: {
    userId,
    industries: [],
    role: '',
    experienceLevel: null,
    responseStyle: 'balanced',
    aiFocusAreas: [],
    customInstructions: '',
    ...data,
  },
});

const recordSignIn: UserCommand = { type: 'RecordSignIn', data: { userId, method: 'password' } };
const userSignedIn: UserSignedIn = { type: 'UserSignedIn', data: { userId, method: 'password' } };
const grantDeveloperAccess: UserCommand = {
  type: 'GrantDeveloperAccess',
  data: { userId, grantedBy: 'admin-1', reason: '  Internal tester ' },
};
const developerAccessGranted: DeveloperAccessGranted = {
  type: 'DeveloperAccessGranted',
  data: { userId, grantedBy: 'admin-1', reason: 'Internal tester' },
};

describe('user decider', () => {
  describe('when the user is not registered', () => {
    it('registers the user', () => {
      spec.given([]).when(registerUser).then([userRegistered]);
    });

    it('keeps only the contract fields of the command', () => {
      const withExtra = { ...registerUser, data: { ...registerUser.data, password: 'secret' } };
      spec.given([]).when(withExtra).then([userRegistered]);
    });

    it.each<[string, UserCommand]>([
      ['RecordSignIn', recordSignIn],
      ['CompleteOnboarding', completeOnboarding()],
      ['UpdatePreferences', updatePreferences({ customInstructions: 'x' })],
      ['GrantDeveloperAccess', grantDeveloperAccess],
    ])('rejects %s as USER.NOT_FOUND', (_name, command) => {
      const error = spec.given([]).when(command).thenThrows('USER.NOT_FOUND');
      expect(error.category).toBe('not_found');
    });
  });

  describe('when the user is registered', () => {
    const given = spec.given([userRegistered]);

    it('refuses a second registration as a conflict', () => {
      const error = given.when(registerUser).thenThrows('USER.ALREADY_REGISTERED');
      expect(error.category).toBe('conflict');
    });

    it('records every sign-in', () => {
      given.when(recordSignIn).then([userSignedIn]);
      spec.given([userRegistered, userSignedIn]).when(recordSignIn).then([userSignedIn]);
    });

    it('completes onboarding', () => {
      given.when(completeOnboarding()).then([onboardingCompleted]);
    });

    it('drops repeated choices and trims the primary focus', () => {
      given
        .when(
          completeOnboarding({ industrySectors: ['Commercial', 'Health', 'Commercial'], primaryFocus: ' ' }),
        )
        .then([onboardingCompleted]);
    });

    it.each<[string, Partial<CompleteOnboarding['data']>, string, string]>([
      [
        'no sector',
        { industrySectors: [] },
        'industrySectors',
        'Please select at least one industry sector.',
      ],
      ['no discipline', { disciplines: [] }, 'disciplines', 'Please select at least one discipline.'],
      [
        'no experience level',
        { experienceLevel: null },
        'experienceLevel',
        'Please select your experience level.',
      ],
      [
        'a blank experience level',
        { experienceLevel: ' ' },
        'experienceLevel',
        'Please select your experience level.',
      ],
      ['no company type', { companyType: '' }, 'companyType', 'Please select your company type.'],
      [
        'an unknown sector',
        { industrySectors: ['Commercial', 'Space'] },
        'industrySectors[1]',
        '"Space" is not one of the industry sectors.',
      ],
      [
        'an unknown discipline',
        { disciplines: ['Plumbing'] },
        'disciplines[0]',
        '"Plumbing" is not one of the disciplines.',
      ],
      [
        'an unknown experience level',
        { experienceLevel: 'junior' },
        'experienceLevel',
        '"junior" is not one of the experience levels.',
      ],
      [
        'an unknown company type',
        { companyType: 'Bank' },
        'companyType',
        '"Bank" is not one of the company types.',
      ],
    ])('rejects onboarding with %s', (_name, patch, path, message) => {
      const error = given.when(completeOnboarding(patch)).thenThrows('USER.INVALID_ONBOARDING');
      expect(error.category).toBe('validation');
      expect(error.issues).toEqual([{ path, message }]);
      expect(error.message).toBe(message);
    });

    it('reports every missing onboarding field at once', () => {
      const error = given
        .when(
          completeOnboarding({
            industrySectors: [],
            disciplines: [],
            experienceLevel: null,
            companyType: null,
          }),
        )
        .thenThrows('USER.INVALID_ONBOARDING');
      expect(error.issues.map((i) => i.path)).toEqual([
        'industrySectors',
        'disciplines',
        'experienceLevel',
        'companyType',
      ]);
    });

    it('updates preferences with only the given fields, keeping the rest empty', () => {
      given
        .when(updatePreferences({ industries: ['Education'], experienceLevel: 'senior' }))
        .then([preferencesUpdated({ industries: ['Education'], experienceLevel: 'senior' })]);
    });

    it('accepts custom instructions of exactly 2,000 characters', () => {
      const customInstructions = 'x'.repeat(2000);
      given
        .when(updatePreferences({ customInstructions }))
        .then([preferencesUpdated({ customInstructions })]);
    });

    it('rejects custom instructions over 2,000 characters', () => {
      const error = given
        .when(updatePreferences({ customInstructions: 'x'.repeat(2001) }))
        .thenThrows('USER.INVALID_PREFERENCES');
      expect(error.issues).toEqual([
        { path: 'customInstructions', message: 'Custom instructions must be at most 2,000 characters.' },
      ]);
    });

    it.each<[string, Omit<UpdatePreferences['data'], 'userId'>, string]>([
      ['an unknown industry', { industries: ['Space'] }, 'industries[0]'],
      ['an unknown company type', { role: 'Bank' }, 'role'],
      ['an unknown experience level', { experienceLevel: 'junior' }, 'experienceLevel'],
      ['an unknown focus area', { aiFocusAreas: ['Architecture', 'Magic'] }, 'aiFocusAreas[1]'],
    ])('rejects preferences with %s', (_name, data, path) => {
      const error = given.when(updatePreferences(data)).thenThrows('USER.INVALID_PREFERENCES');
      expect(error.issues.map((i) => i.path)).toEqual([path]);
    });

    it('records nothing when the preferences do not change', () => {
      given.when(updatePreferences({ industries: [], role: '', experienceLevel: null })).thenNothingHappens();
    });

    it('grants developer access with the reason trimmed', () => {
      given.when(grantDeveloperAccess).then([developerAccessGranted]);
    });

    it('requires a reason for developer access', () => {
      const error = given
        .when({ type: 'GrantDeveloperAccess', data: { userId, grantedBy: 'admin-1', reason: ' ' } })
        .thenThrows('USER.DEVELOPER_ACCESS_REASON_REQUIRED');
      expect(error.issues.map((i) => i.path)).toEqual(['reason']);
    });
  });

  describe('when the user has completed onboarding', () => {
    const given = spec.given([userRegistered, onboardingCompleted]);

    it('treats the same wizard submitted again as already done', () => {
      given.when(completeOnboarding()).thenNothingHappens();
    });

    it('records a different submission as a new onboarding', () => {
      given
        .when(completeOnboarding({ experienceLevel: 'expert' }))
        .then([{ ...onboardingCompleted, data: { ...onboardingCompleted.data, experienceLevel: 'expert' } }]);
    });

    it('starts preferences from the onboarding choices', () => {
      given.when(updatePreferences({ customInstructions: 'Cite clause numbers.' })).then([
        preferencesUpdated({
          industries: ['Commercial', 'Health'],
          role: 'Engineering Consultancy',
          experienceLevel: 'graduate',
          aiFocusAreas: ['Structural Engineering'],
          customInstructions: 'Cite clause numbers.',
        }),
      ]);
    });

    it('lets a preference be cleared, since no field is required', () => {
      given
        .when(updatePreferences({ industries: [], experienceLevel: null, role: '' }))
        .then([preferencesUpdated({ aiFocusAreas: ['Structural Engineering'] })]);
    });
  });

  describe('when the user has saved preferences', () => {
    const saved = preferencesUpdated({ industries: ['Residential'], customInstructions: 'Be brief.' });
    const given = spec.given([userRegistered, onboardingCompleted, saved]);

    it('keeps the saved values for fields left out', () => {
      given
        .when(updatePreferences({ role: 'Other' }))
        .then([
          preferencesUpdated({ industries: ['Residential'], role: 'Other', customInstructions: 'Be brief.' }),
        ]);
    });

    it('records nothing when the same values are saved again', () => {
      given
        .when(updatePreferences({ industries: ['Residential'], customInstructions: 'Be brief.' }))
        .thenNothingHappens();
    });

    it('keeps onboarding idempotence independent of later preference changes', () => {
      given.when(completeOnboarding()).thenNothingHappens();
    });
  });

  describe('when the user already has developer access', () => {
    const given = spec.given([userRegistered, developerAccessGranted]);

    it('does not grant it twice', () => {
      given.when(grantDeveloperAccess).thenNothingHappens();
    });

    it('still signs in normally', () => {
      given.when(recordSignIn).then([userSignedIn]);
    });
  });
});
