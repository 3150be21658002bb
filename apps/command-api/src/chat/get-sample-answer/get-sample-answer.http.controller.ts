import { Controller, Get, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { v2AnswerSchema } from '@buildmentor/contracts';
import { Public } from '../../auth/public.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { parseRequest } from '../../http/request-validation.error';
import { GetSampleAnswerQuery } from './get-sample-answer.query';
import { SAMPLE_TYPES } from './sample-answers';

const paramsSchema = z.object({ sampleType: z.enum(SAMPLE_TYPES) });

export const getSampleAnswerDoc: RouteDoc = {
  method: 'get',
  path: '/api/sample/v2/{sampleType}',
  summary: 'A fixed structured answer for the /v2-test renderer page',
  tag: 'chat',
  auth: false,
  pathParams: ['sampleType'],
  response: v2AnswerSchema,
};

@Controller('sample/v2')
export class GetSampleAnswerController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Public()
  @Get(':sampleType')
  sample(@Param() params: unknown) {
    return this.queries.execute(
      new GetSampleAnswerQuery(parseRequest(paramsSchema, params, 'params').sampleType),
    );
  }
}
