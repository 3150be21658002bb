import { Query } from '@nestjs/cqrs';
import { type AdminCommunityDocumentsResponse } from '@buildmentor/contracts';

export class ListAllCommunityDocumentsQuery extends Query<AdminCommunityDocumentsResponse> {}
