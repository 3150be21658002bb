import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { area, controllersOf, slice } from '../http/area';
import { CompleteOnboardingHandler } from './complete-onboarding/complete-onboarding.handler';
import {
  CompleteOnboardingController,
  completeOnboardingDoc,
} from './complete-onboarding/complete-onboarding.http.controller';
import { GetProfileHandler } from './get-profile/get-profile.handler';
import { GetProfileController, getProfileDoc } from './get-profile/get-profile.http.controller';
import { GetSubscriptionHandler } from './get-subscription/get-subscription.handler';
import {
  GetSubscriptionController,
  getSubscriptionDoc,
} from './get-subscription/get-subscription.http.controller';
import { UpdatePreferencesHandler } from './update-preferences/update-preferences.handler';
import {
  UpdatePreferencesController,
  updatePreferencesDoc,
} from './update-preferences/update-preferences.http.controller';

const SLICES = [
  slice(GetSubscriptionController, getSubscriptionDoc),
  slice(GetProfileController, getProfileDoc),
  slice(CompleteOnboardingController, completeOnboardingDoc),
  slice(UpdatePreferencesController, updatePreferencesDoc),
];

/** The signed-in user's profile, onboarding, preferences and subscription (which reads the role). */
@Module({
  imports: [AuthModule],
  controllers: controllersOf(SLICES),
  providers: [GetSubscriptionHandler, GetProfileHandler, CompleteOnboardingHandler, UpdatePreferencesHandler],
})
export class UserModule {}

export const USER_AREA = area(UserModule, SLICES);
