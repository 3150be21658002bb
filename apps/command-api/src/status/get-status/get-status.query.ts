import { Query } from '@nestjs/cqrs';
import { type StatusResponse } from '@buildmentor/contracts';

export class GetStatusQuery extends Query<StatusResponse> {}
