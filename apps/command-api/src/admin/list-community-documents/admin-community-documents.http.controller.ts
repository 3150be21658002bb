import { Controller, Get, Inject } from '@nestjs/common';
import { adminCommunityDocumentsResponseSchema, type AdminCommunityDocumentsResponse } from '@buildmentor/contracts';
import { AdminOnly } from '../../auth/admin-only.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { ReadModels } from '../../infrastructure/read-models.service';
import { type DocumentView } from '../admin-read-models';

export const adminCommunityDocumentsDoc: RouteDoc = {
  method: 'get', path: '/api/admin/community-documents', summary: 'Admin: every community document (any status), grouped by partner', tag: 'admin', auth: true, adminOnly: true, response: adminCommunityDocumentsResponseSchema, errors: [403], readYourWrites: true,
};

type Group = AdminCommunityDocumentsResponse['partners'][number];

/** Unlike the public list, admins see processing and rejected uploads too, to moderate them. */
@Controller('admin')
export class AdminCommunityDocumentsController {
  constructor(@Inject(ReadModels) private readonly readModels: ReadModels) {}

  @AdminOnly()
  @Get('community-documents')
  async list(): Promise<AdminCommunityDocumentsResponse> {
    const docs = await (await this.readModels.collection<DocumentView>('documents')).find({ scope: 'community' }, { sort: { uploaded_at: -1 }, limit: 5000 });
    const groups = new Map<string, Group>();
    for (const d of docs) {
      const key = d.partner_id ?? `name:${d.partner_name ?? ''}`;
      let group = groups.get(key);
      if (!group) {
        group = { partner_id: d.partner_id, partner_name: d.partner_name, document_count: 0, documents: [] };
        groups.set(key, group);
      }
      group.document_count += 1;
      group.documents.push({ id: d._id, name: d.name, status: d.status, uploaded_by: d.user_id, uploaded_at: d.uploaded_at, size_bytes: d.size_bytes, rejection_reason: d.rejection_reason });
    }
    const partners = [...groups.values()].sort((a, b) => (a.partner_name ?? '').localeCompare(b.partner_name ?? ''));
    return { partners, total_count: docs.length };
  }
}
