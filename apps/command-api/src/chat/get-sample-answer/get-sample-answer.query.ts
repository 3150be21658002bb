import { Query } from '@nestjs/cqrs';
import { type V2Answer } from '@buildmentor/contracts';
import { type SampleType } from './sample-answers';

export class GetSampleAnswerQuery extends Query<V2Answer> {
  constructor(readonly sampleType: SampleType) {
    super();
  }
}
