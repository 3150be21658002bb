import { Query } from '@nestjs/cqrs';
import { type PersonalDocumentsResponse } from '@buildmentor/contracts';

export class ListPersonalDocumentsQuery extends Query<PersonalDocumentsResponse> {
  constructor(readonly userId: string) {
    super();
  }
}
