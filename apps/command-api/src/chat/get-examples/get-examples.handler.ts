import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ExamplesResponse } from '@buildmentor/contracts';
import { PROFILES, profileOf } from '@buildmentor/read-models';
import { ReadModels } from '../../infrastructure/read-models.service';
import { chooseExamples } from './choose-examples';
import { GetExamplesQuery } from './get-examples.query';

/** Example questions from the user's sectors and disciplines (their profile) and recent topics. */
@QueryHandler(GetExamplesQuery)
export class GetExamplesHandler implements IQueryHandler<GetExamplesQuery> {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  async execute({ userId, count, topics, seed }: GetExamplesQuery): Promise<ExamplesResponse> {
    const profile = await profileOf(await this.readModels.collection(PROFILES), userId);
    const used = seed ?? randomBytes(6).toString('hex');
    const examples = chooseExamples(
      {
        topics: [...topics],
        sectors: profile?.preferences?.industry_sectors ?? [],
        disciplines: profile?.preferences?.disciplines ?? [],
      },
      count,
      used,
    );
    return { examples, seed: used, topics: [...topics] };
  }
}
