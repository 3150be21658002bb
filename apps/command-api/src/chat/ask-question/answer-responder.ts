import { Inject, Injectable } from '@nestjs/common';
import { type Response } from 'express';
import { type AskResponse } from '@buildmentor/contracts';
import { openEventStream } from '../../http/event-stream';
import { ProblemDetailsFilter } from '../../http/problem-details.filter';
import { type AppRequest } from '../../http/request-context';
import { type AskListener } from './ask-question.command';
import { AnswersInFlight } from './answers-in-flight';

/** Runs a command that produces an answer (an ask, a regeneration), with the request's listener. */
type AnswerCommand = (listener: AskListener) => Promise<AskResponse>;

/**
 * How every route that produces an answer replies, once: as one JSON body, or as Server-Sent
 * Events (accepted, delta*, then answer or error as problem details). Either way the answer lives
 * only as long as its client: a closed connection or an explicit Stop ends the model call
 * (AnswersInFlight; docs/decisions.md, Model cost control).
 */
@Injectable()
export class AnswerResponder {
  constructor(
    @Inject(AnswersInFlight) private readonly inFlight: AnswersInFlight,
    @Inject(ProblemDetailsFilter) private readonly problems: ProblemDetailsFilter,
  ) {}

  async json(userId: string, response: Response, run: AnswerCommand): Promise<AskResponse> {
    const connection = this.inFlight.whileConnected(userId, response);
    try {
      return await run(connection.listener);
    } finally {
      connection.done();
    }
  }

  async stream(userId: string, request: AppRequest, response: Response, run: AnswerCommand): Promise<void> {
    const { send } = openEventStream(response);
    const connection = this.inFlight.whileConnected(userId, response);
    try {
      const answer = await run({
        ...connection.listener,
        onAccepted: (ids) => {
          connection.listener.onAccepted(ids);
          send('accepted', { question_id: ids.questionId, session_id: ids.conversationId });
        },
        onDelta: (text) => send('delta', { text }),
      });
      send('answer', answer);
    } catch (error) {
      send('error', this.problems.toProblem(error, request));
    } finally {
      connection.done();
      response.end();
    }
  }
}
