import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ProfileResponse } from '@buildmentor/contracts';
import { PROFILES, profileOf } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { GetProfileQuery } from './get-profile.query';

/** The spec's default profile fields for what the product does not ask (section 3). */
const DEFAULT_PROFESSION = 'Construction Professional';

/** The profile call of spec section 3, from the profiles read model. */
@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery> {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  async execute({ user }: GetProfileQuery): Promise<ProfileResponse> {
    const profile = await profileOf(await this.readModels.collection(PROFILES), user.userId);
    const preferences = profile?.preferences ?? {
      industry_sectors: [],
      disciplines: [],
      experience_level: null,
      company_type: null,
      custom_instructions: '',
    };
    return {
      uid: user.userId,
      email: profile?.email ?? user.email,
      // Before the projector has the user, only demo accounts count as verified (as on the write side).
      email_verified: profile?.email_verified ?? user.authMode === 'demo',
      name: profile?.name ?? user.email.split('@')[0] ?? user.email,
      profession: preferences.company_type ?? DEFAULT_PROFESSION,
      sector: preferences.industry_sectors[0] ?? '',
      use_case: '',
      onboarding_completed: profile?.onboarding_completed ?? false,
      preferences: {
        industry_sectors: preferences.industry_sectors,
        disciplines: preferences.disciplines,
        experience_level: preferences.experience_level,
        company_type: preferences.company_type,
        custom_instructions: preferences.custom_instructions,
      },
    };
  }
}
