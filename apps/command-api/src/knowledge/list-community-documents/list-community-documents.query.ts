import { Query } from '@nestjs/cqrs';
import { type CommunityDocumentsResponse } from '@buildmentor/contracts';

export class ListCommunityDocumentsQuery extends Query<CommunityDocumentsResponse> {}
