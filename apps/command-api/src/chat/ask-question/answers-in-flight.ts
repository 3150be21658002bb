import { Injectable } from '@nestjs/common';
import { type Response } from 'express';
import { type AnswerStopReason } from '@buildmentor/contracts';
import { type AskListener } from './ask-question.command';

/** A request's hold on its answer: the listener to pass to the command, and `done` when it ends. */
export interface AnswerConnection {
  listener: Required<Pick<AskListener, 'signal' | 'onAccepted'>>;
  done(): void;
}

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

  /**
   * The signal that ends one request's answer: aborted with `client_disconnected` when the
   * connection closes before the response is complete, or with `client_stopped` by an explicit
   * Stop (once the question id is known, the answer is registered for it). Every route that
   * produces an answer (ask, regenerate; plain and streamed) listens through this.
   */
  whileConnected(userId: string, response: Response): AnswerConnection {
    const controller = new AbortController();
    const onClose = () => {
      if (!response.writableFinished) controller.abort('client_disconnected');
    };
    response.on('close', onClose);
    let forget = () => undefined as void;
    return {
      listener: {
        signal: controller.signal,
        onAccepted: ({ questionId }: { questionId: string }) => {
          forget = this.track(questionId, userId, controller);
        },
      },
      done: () => {
        forget();
        response.off('close', onClose);
      },
    };
  }
}
