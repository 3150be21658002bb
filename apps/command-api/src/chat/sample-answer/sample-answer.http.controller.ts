import { Controller, Get, Param } from '@nestjs/common';
import { z } from 'zod';
import { v2AnswerSchema, type V2Answer } from '@buildmentor/contracts';
import { Public } from '../../auth/public.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { parseRequest } from '../../http/request-validation.error';
import { SAMPLE_ANSWERS } from './sample-answers';

const paramsSchema = z.object({ sampleType: z.enum(['basic', 'enhanced', 'table-test']) });

export const sampleAnswerDoc: RouteDoc = {
  method: 'get', path: '/api/sample/v2/{sampleType}', summary: 'A fixed structured answer for the /v2-test renderer page', tag: 'chat', auth: false, pathParams: ['sampleType'], response: v2AnswerSchema,
};

@Controller('sample/v2')
export class SampleAnswerController {
  @Public()
  @Get(':sampleType')
  sample(@Param() params: unknown): V2Answer {
    return SAMPLE_ANSWERS[parseRequest(paramsSchema, params, 'params').sampleType];
  }
}
