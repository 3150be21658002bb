import { Query } from '@nestjs/cqrs';
import { type LivenessResponse } from '@buildmentor/contracts';

export class CheckLivenessQuery extends Query<LivenessResponse> {}
