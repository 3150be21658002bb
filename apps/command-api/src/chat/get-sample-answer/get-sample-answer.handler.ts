import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type V2Answer } from '@buildmentor/contracts';
import { GetSampleAnswerQuery } from './get-sample-answer.query';
import { SAMPLE_ANSWERS } from './sample-answers';

/** A fixed structured answer: the /v2-test page renders every block type from these. */
@QueryHandler(GetSampleAnswerQuery)
export class GetSampleAnswerHandler implements IQueryHandler<GetSampleAnswerQuery> {
  async execute({ sampleType }: GetSampleAnswerQuery): Promise<V2Answer> {
    return SAMPLE_ANSWERS[sampleType];
  }
}
