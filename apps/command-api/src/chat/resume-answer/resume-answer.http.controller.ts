import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type Response } from 'express';
import { z } from 'zod';
import { type Logger } from '@buildmentor/config';
import { type AskResponse } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { eventStreamWriter, openEventStream } from '../../http/event-stream';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { ProblemDetailsFilter } from '../../http/problem-details.filter';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { LOGGER } from '../../infrastructure/tokens';
import { AnswerFailedError, AnswerStoppedError } from '../chat.errors';
import { AnswerStreamDrain } from './answer-stream-drain';
import { ResumeAnswerQuery } from './resume-answer.query';

const paramsSchema = z.object({
  session_id: z.string().min(1).max(100),
  question_id: z.string().min(1).max(100),
});

/** Comments this often keep proxies from closing a stream that waits (nginx's default read timeout is 60 s). */
export const KEEP_ALIVE_MS = 15_000;
/** The reconnection delay an EventSource is told to use (the SSE `retry` field). */
const RETRY_MS = 1_000;

export const resumeAnswerDoc: RouteDoc = {
  method: 'get',
  path: '/api/chat/session/{session_id}/questions/{question_id}/stream',
  summary:
    "Resume a question's answer as Server-Sent Events on any API instance (after the POST stream broke): answer (the recorded V2 answer, as the POST stream sends it) at once if it is recorded, error (problem details) if it failed or was stopped (409 ANSWER.STOPPED), else keep-alive comments until one is; a stream that ends with neither is reconnected to",
  tag: 'chat',
  auth: true,
  pathParams: ['session_id', 'question_id'],
  response: z.string().describe('text/event-stream'),
  errors: [404],
};

/**
 * The same events as the end of POST /api/chat/ask/stream, for a question already asked: the
 * client that lost that stream (the instance stopped, the network dropped) reconnects here, to
 * any instance, and hears the outcome recorded in the event store. No deltas: the answer's text
 * was not recorded piece by piece, the full answer arrives at once.
 *
 * EventSource-shaped (GET, `text/event-stream`, a `retry` hint; the outcome is the same on every
 * reconnect, so Last-Event-ID is not needed) but authenticated like every route, with the bearer
 * token, so browsers read it with fetch. A client closes it after `answer` or `error`.
 */
@RateLimit('answer-stream')
@Controller('chat')
export class ResumeAnswerController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(ProblemDetailsFilter) private readonly problems: ProblemDetailsFilter,
    @Inject(AnswerStreamDrain) private readonly drain: AnswerStreamDrain,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Get('session/:session_id/questions/:question_id/stream')
  async stream(
    @Param() params: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: AppRequest,
    @Res() response: Response,
  ): Promise<void> {
    const { session_id: conversationId, question_id: questionId } = parseRequest(
      paramsSchema,
      params,
      'params',
    );
    // Cut short when the client leaves or this API starts stopping (the listener is removed after,
    // so the long-lived drain signal does not collect one per stream).
    const cut = new AbortController();
    const cutShort = () => cut.abort();
    response.on('close', cutShort);
    this.drain.signal.addEventListener('abort', cutShort);
    if (this.drain.signal.aborted) cut.abort();
    let keepAlive: NodeJS.Timeout | undefined;
    const { write, send } = eventStreamWriter(response);
    // Opened once the question is known to be the caller's: a 404 before it is a plain problem+json.
    const open = () => {
      if (response.headersSent) return;
      openEventStream(response);
      write(`retry: ${RETRY_MS}\n\n`);
      keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    };
    try {
      const answer: AskResponse | null = await this.queries.execute(
        new ResumeAnswerQuery(user.userId, conversationId, questionId, cut.signal, { onFound: open }),
      );
      // Null: the wait was cut short (the client left, or this API is stopping); the stream ends
      // with no outcome and the client reconnects.
      if (answer) send('answer', answer);
    } catch (error) {
      if (!response.headersSent) throw error;
      if (AnswerFailedError.is(error) || AnswerStoppedError.is(error))
        send('error', this.problems.toProblem(error, request));
      // Anything else (a store outage while waiting) is not the question's outcome: the stream
      // ends without one, and the client's reconnect asks again.
      else
        this.logger.warn('resumed answer stream ended early', {
          correlationId: request.correlationId,
          questionId,
          error: error instanceof Error ? error.message : String(error),
        });
    } finally {
      this.drain.signal.removeEventListener('abort', cutShort);
      clearInterval(keepAlive);
      if (response.headersSent) response.end();
    }
  }
}
