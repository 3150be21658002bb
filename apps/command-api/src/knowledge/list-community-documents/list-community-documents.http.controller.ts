import { Controller, Get, Inject } from '@nestjs/common';
import { communityDocumentsResponseSchema, type CommunityDocumentsResponse } from '@buildmentor/contracts';
import { type Doc } from '@buildmentor/read-store';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { ReadModels } from '../../infrastructure/read-models.service';

interface DocumentView extends Doc {
  name: string;
  partner_name: string | null;
  uploaded_at: string;
  status: 'processing' | 'ready' | 'rejected';
}

export const listCommunityDocumentsDoc: RouteDoc = {
  method: 'get', path: '/api/knowledge/community-documents', summary: "Verified partners' documents in the Community Knowledge Bank", tag: 'knowledge', auth: true, response: communityDocumentsResponseSchema, readYourWrites: true,
};

@Controller('knowledge')
export class ListCommunityDocumentsController {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  @Get('community-documents')
  async list(): Promise<CommunityDocumentsResponse> {
    const docs = await (await this.readModels.collection<DocumentView>('documents')).find({ scope: 'community', status: 'ready' }, { sort: { uploaded_at: -1 }, limit: 200 });
    return { documents: docs.map((d) => ({ id: d._id, name: d.name, partner: d.partner_name, uploaded_at: d.uploaded_at, status: d.status })) };
  }
}
