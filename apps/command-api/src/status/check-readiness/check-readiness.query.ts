import { Query } from '@nestjs/cqrs';
import { type ReadinessResponse } from '@buildmentor/contracts';

export class CheckReadinessQuery extends Query<ReadinessResponse> {}
