import { type Doc } from '@buildmentor/read-store';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SubscriptionResponse, TRIAL_QUESTIONS } from '@buildmentor/contracts';
import { ReadModels } from '../../infrastructure/read-models.service';
import { GetSubscriptionQuery } from './get-subscription.query';

interface ProfileView extends Doc {
  _id: string;
  trial: { questions_total: number; questions_used: number; questions_remaining: number } | null;
}

/**
 * Tier and trial counters from the profiles read model. Before the trial is projected the user
 * has the full allowance, which is also the spec's fallback for a failed check.
 */
@QueryHandler(GetSubscriptionQuery)
export class GetSubscriptionHandler implements IQueryHandler<GetSubscriptionQuery, SubscriptionResponse> {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  async execute({ user }: GetSubscriptionQuery): Promise<SubscriptionResponse> {
    const profile = await (await this.readModels.collection<ProfileView>('profiles')).findOne({ _id: user.uid });
    const trial = profile?.trial ?? { questions_total: TRIAL_QUESTIONS, questions_used: 0, questions_remaining: TRIAL_QUESTIONS };
    const isPro = user.userType === 'pro';
    return {
      tier: isPro ? 'pro' : 'demo',
      is_trial: !isPro,
      trial_info: { questions_remaining: trial.questions_remaining, questions_used: trial.questions_used },
    };
  }
}
