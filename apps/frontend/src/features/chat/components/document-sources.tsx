import { AnswerSources } from '../../../components/answer/answer-sources';
import type { RenderSources } from '../../../components/answer/answer-cards';
import { openSourceDocument } from '../api/open-source-document';

/**
 * The chat's sources: the shared list, where a cited document of the signed-in user opens at the
 * cited page (the download needs their token, so this stays in the chat).
 */
export const renderDocumentSources: RenderSources = (sources) => (
  <AnswerSources
    sources={sources}
    openDocument={(documentId, page) => void openSourceDocument(documentId, page)}
  />
);
