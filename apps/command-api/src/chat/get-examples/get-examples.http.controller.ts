import { randomBytes } from 'node:crypto';
import { Controller, Get, Inject, Query } from '@nestjs/common';
import { examplesQuerySchema, examplesResponseSchema, type ExamplesResponse } from '@buildmentor/contracts';
import { type Doc } from '@buildmentor/read-store';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { ReadModels } from '../../infrastructure/read-models.service';
import { chooseExamples } from './choose-examples';

interface ProfileView extends Doc {
  preferences?: { industry_sectors: string[]; disciplines: string[] };
}

export const getExamplesDoc: RouteDoc = {
  method: 'get', path: '/api/prompts/examples', summary: 'Example questions from the user’s sectors, disciplines and recent topics (seeded)', tag: 'chat', auth: true, query: examplesQuerySchema, response: examplesResponseSchema,
};

@Controller('prompts')
export class GetExamplesController {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  @Get('examples')
  async examples(@Query() query: unknown, @CurrentUser() user: AuthenticatedUser): Promise<ExamplesResponse> {
    const { n, topics, seed } = parseRequest(examplesQuerySchema, query, 'query');
    const profile = await (await this.readModels.collection<ProfileView>('profiles')).findOne({ _id: user.uid });
    const topicList = (topics ?? '').split(',').map((t) => t.trim()).filter(Boolean).slice(0, 10);
    const used = seed ?? randomBytes(6).toString('hex');
    const examples = chooseExamples({ topics: topicList, sectors: profile?.preferences?.industry_sectors ?? [], disciplines: profile?.preferences?.disciplines ?? [] }, n, used);
    return { examples, seed: used, topics: topicList };
  }
}
