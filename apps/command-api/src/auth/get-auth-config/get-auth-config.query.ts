import { Query } from '@nestjs/cqrs';
import { type AuthConfigResponse } from '@buildmentor/contracts';

export class GetAuthConfigQuery extends Query<AuthConfigResponse> {}
