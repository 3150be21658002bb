import { Controller, Get, Inject } from '@nestjs/common';
import { personalDocumentsResponseSchema, type PersonalDocumentsResponse } from '@buildmentor/contracts';
import { type Doc } from '@buildmentor/read-store';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { type AuthenticatedUser } from '../../http/request-context';
import { ReadModels } from '../../infrastructure/read-models.service';

interface DocumentView extends Doc {
  name: string;
  content_type: string;
  size_bytes: number;
  status: 'processing' | 'ready' | 'rejected';
  uploaded_at: string;
  rejection_reason: string | null;
}

export const listPersonalDocumentsDoc: RouteDoc = {
  method: 'get', path: '/api/knowledge/personal-documents', summary: "The signed-in user's private documents, newest first", tag: 'knowledge', auth: true, response: personalDocumentsResponseSchema, readYourWrites: true,
};

/** Only the owner's personal documents: the filter is on the verified user id, never a parameter. */
@Controller('knowledge')
export class ListPersonalDocumentsController {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  @Get('personal-documents')
  async list(@CurrentUser() user: AuthenticatedUser): Promise<PersonalDocumentsResponse> {
    const documents = await (await this.readModels.collection<DocumentView>('documents')).find(
      { user_id: user.uid, scope: 'personal' },
      { sort: { uploaded_at: -1 } },
    );
    return {
      documents: documents.map((d) => ({ id: d._id, name: d.name, content_type: d.content_type, size_bytes: d.size_bytes, status: d.status, uploaded_at: d.uploaded_at, rejection_reason: d.rejection_reason ?? null })),
    };
  }
}
