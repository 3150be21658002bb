import { Injectable } from '@nestjs/common';
import { type AnswerStopReason } from '@buildmentor/contracts';

interface InFlight {
  userId: string;
  controller: AbortController;
}

/**
 * The answers this API process is producing, by question id, so an explicit Stop
 * (`POST .../questions/{qid}/stop`) can end the model call with the reason `client_stopped`.
 * In-process only: a Stop that reaches another instance finds nothing here, and the answer ends
 * when the client's fetch abort closes the stream on the instance that produces it (recorded as
 * `client_disconnected`; docs/decisions.md, Model cost control).
 */
@Injectable()
export class AnswersInFlight {
  private readonly answers = new Map<string, InFlight>();

  /** Registers the answer to `questionId`; the returned function forgets it again. */
  track(questionId: string, userId: string, controller: AbortController): () => void {
    const entry = { userId, controller };
    this.answers.set(questionId, entry);
    return () => {
      if (this.answers.get(questionId) === entry) this.answers.delete(questionId);
    };
  }

  /** Ends the asker's own answer if this process produces it; whether it did. */
  stop(userId: string, questionId: string, reason: AnswerStopReason): boolean {
    const entry = this.answers.get(questionId);
    if (!entry || entry.userId !== userId) return false;
    entry.controller.abort(reason);
    return true;
  }
}
