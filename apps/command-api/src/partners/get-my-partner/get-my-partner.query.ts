import { Query } from '@nestjs/cqrs';
import { type MyPartnerResponse } from '@buildmentor/contracts';

export class GetMyPartnerQuery extends Query<MyPartnerResponse> {
  constructor(readonly userId: string) {
    super();
  }
}
