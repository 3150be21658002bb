import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { area, controllersOf, slice } from '../http/area';
import { KnowledgeModule } from '../knowledge/knowledge.module';
import { answerGeneratorProvider } from './ask-question/answer-generator.provider';
import { AskQuestionHandler } from './ask-question/ask-question.handler';
import { AskQuestionController, askQuestionDocs } from './ask-question/ask-question.http.controller';
import { AnswerResponder } from './ask-question/answer-responder';
import { AnswersInFlight } from './ask-question/answers-in-flight';
import { GetConversationHandler } from './get-conversation/get-conversation.handler';
import {
  GetConversationController,
  getConversationDoc,
} from './get-conversation/get-conversation.http.controller';
import { ExportConversationHandler } from './export-conversation/export-conversation.handler';
import {
  ExportConversationController,
  exportConversationDoc,
} from './export-conversation/export-conversation.http.controller';
import { GetSharedConversationHandler } from './get-shared-conversation/get-shared-conversation.handler';
import {
  GetSharedConversationController,
  getSharedConversationDoc,
} from './get-shared-conversation/get-shared-conversation.http.controller';
import { GetExamplesHandler } from './get-examples/get-examples.handler';
import { GetExamplesController, getExamplesDoc } from './get-examples/get-examples.http.controller';
import { GetHistoryHandler } from './get-history/get-history.handler';
import { GetHistoryController, getHistoryDoc } from './get-history/get-history.http.controller';
import { GetSampleAnswerHandler } from './get-sample-answer/get-sample-answer.handler';
import {
  GetSampleAnswerController,
  getSampleAnswerDoc,
} from './get-sample-answer/get-sample-answer.http.controller';
import { RegenerateAnswerHandler } from './regenerate-answer/regenerate-answer.handler';
import {
  RegenerateAnswerController,
  regenerateAnswerDocs,
} from './regenerate-answer/regenerate-answer.http.controller';
import { OrphanedQuestionRecovery } from './recover-orphaned-questions/orphaned-question-recovery.service';
import { AnswerStreamDrain } from './resume-answer/answer-stream-drain';
import { ResumeAnswerHandler } from './resume-answer/resume-answer.handler';
import { ResumeAnswerController, resumeAnswerDoc } from './resume-answer/resume-answer.http.controller';
import { RevokeConversationShareHandler } from './revoke-conversation-share/revoke-conversation-share.handler';
import {
  RevokeConversationShareController,
  revokeConversationShareDoc,
} from './revoke-conversation-share/revoke-conversation-share.http.controller';
import { ShareConversationHandler } from './share-conversation/share-conversation.handler';
import {
  ShareConversationController,
  shareConversationDoc,
} from './share-conversation/share-conversation.http.controller';
import { SearchConversationsHandler } from './search-conversations/search-conversations.handler';
import {
  SearchConversationsController,
  searchConversationsDoc,
} from './search-conversations/search-conversations.http.controller';
import { SubmitContributionHandler } from './submit-contribution/submit-contribution.handler';
import {
  SubmitContributionController,
  submitContributionDoc,
} from './submit-contribution/submit-contribution.http.controller';
import { SubmitFeedbackHandler } from './submit-feedback/submit-feedback.handler';
import {
  SubmitFeedbackController,
  submitFeedbackDoc,
} from './submit-feedback/submit-feedback.http.controller';

const SLICES = [
  slice(AskQuestionController, ...askQuestionDocs),
  slice(ResumeAnswerController, resumeAnswerDoc),
  slice(RegenerateAnswerController, ...regenerateAnswerDocs),
  slice(GetHistoryController, getHistoryDoc),
  slice(GetConversationController, getConversationDoc),
  slice(SearchConversationsController, searchConversationsDoc),
  slice(SubmitFeedbackController, submitFeedbackDoc),
  slice(SubmitContributionController, submitContributionDoc),
  slice(GetExamplesController, getExamplesDoc),
  slice(GetSampleAnswerController, getSampleAnswerDoc),
  slice(ExportConversationController, exportConversationDoc),
  slice(ShareConversationController, shareConversationDoc),
  slice(RevokeConversationShareController, revokeConversationShareDoc),
  slice(GetSharedConversationController, getSharedConversationDoc),
];

/**
 * Asking (plain and streamed, regenerating the last answer, and resuming a broken stream),
 * conversations (with their export and read-only links), feedback and contributions. Asking needs the
 * asker's role (AuthModule) and, for Enhanced answers, the knowledge search (KnowledgeModule).
 */
@Module({
  imports: [AuthModule, KnowledgeModule],
  controllers: controllersOf(SLICES),
  providers: [
    answerGeneratorProvider,
    AskQuestionHandler,
    RegenerateAnswerHandler,
    AnswersInFlight,
    AnswerResponder,
    ResumeAnswerHandler,
    AnswerStreamDrain,
    GetHistoryHandler,
    GetConversationHandler,
    SearchConversationsHandler,
    SubmitFeedbackHandler,
    SubmitContributionHandler,
    GetExamplesHandler,
    GetSampleAnswerHandler,
    OrphanedQuestionRecovery,
    ExportConversationHandler,
    ShareConversationHandler,
    RevokeConversationShareHandler,
    GetSharedConversationHandler,
  ],
})
export class ChatModule {}

export const CHAT_AREA = area(ChatModule, SLICES);
