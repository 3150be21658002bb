import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { area, controllersOf, slice } from '../http/area';
import { AddMentorNoteHandler } from './add-mentor-note/add-mentor-note.handler';
import { AddMentorNoteController, addMentorNoteDoc } from './add-mentor-note/add-mentor-note.http.controller';
import { blobStoreProvider } from './blob-store.provider';
import { DeleteDocumentHandler } from './delete-document/delete-document.handler';
import {
  DeleteDocumentController,
  deleteDocumentDoc,
} from './delete-document/delete-document.http.controller';
import { DocumentProcessor } from './document-processor.service';
import { DownloadDocumentHandler } from './download-document/download-document.handler';
import {
  DownloadDocumentController,
  downloadDocumentDoc,
} from './download-document/download-document.http.controller';
import { GetStorageUsageHandler } from './get-storage-usage/get-storage-usage.handler';
import {
  GetStorageUsageController,
  getStorageUsageDoc,
} from './get-storage-usage/get-storage-usage.http.controller';
import { ListCommunityDocumentsHandler } from './list-community-documents/list-community-documents.handler';
import {
  ListCommunityDocumentsController,
  listCommunityDocumentsDoc,
} from './list-community-documents/list-community-documents.http.controller';
import { ListPersonalDocumentsHandler } from './list-personal-documents/list-personal-documents.handler';
import {
  ListPersonalDocumentsController,
  listPersonalDocumentsDoc,
} from './list-personal-documents/list-personal-documents.http.controller';
import { KnowledgeSearch } from './search-knowledge/knowledge-search.service';
import { SearchKnowledgeHandler } from './search-knowledge/search-knowledge.handler';
import {
  SearchKnowledgeController,
  searchKnowledgeDocs,
} from './search-knowledge/search-knowledge.http.controller';
import { StorageQuota } from './storage-quota';
import { UploadDocumentsHandler } from './upload-documents/upload-documents.handler';
import {
  UploadDocumentsController,
  uploadDocumentsDocs,
} from './upload-documents/upload-documents.http.controller';
import { UploadSlots } from './upload-documents/upload-slots';

const SLICES = [
  slice(ListPersonalDocumentsController, listPersonalDocumentsDoc),
  slice(UploadDocumentsController, ...uploadDocumentsDocs),
  slice(SearchKnowledgeController, ...searchKnowledgeDocs),
  slice(AddMentorNoteController, addMentorNoteDoc),
  slice(ListCommunityDocumentsController, listCommunityDocumentsDoc),
  slice(DeleteDocumentController, deleteDocumentDoc),
  slice(DownloadDocumentController, downloadDocumentDoc),
  slice(GetStorageUsageController, getStorageUsageDoc),
];

/**
 * Uploads, the knowledge search and the document lists. Storage limits depend on the role
 * (AuthModule); the search is exported for chat's Enhanced answers.
 */
@Module({
  imports: [AuthModule],
  controllers: controllersOf(SLICES),
  providers: [
    blobStoreProvider,
    DocumentProcessor,
    KnowledgeSearch,
    StorageQuota,
    UploadSlots,
    ListPersonalDocumentsHandler,
    UploadDocumentsHandler,
    SearchKnowledgeHandler,
    AddMentorNoteHandler,
    ListCommunityDocumentsHandler,
    DeleteDocumentHandler,
    DownloadDocumentHandler,
    GetStorageUsageHandler,
  ],
  exports: [KnowledgeSearch],
})
export class KnowledgeModule {}

export const KNOWLEDGE_AREA = area(KnowledgeModule, SLICES);
