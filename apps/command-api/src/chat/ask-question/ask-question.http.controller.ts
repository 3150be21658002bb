import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Response } from 'express';
import { z } from 'zod';
import { type AskRequest, askRequestSchema, askResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { openEventStream } from '../../http/event-stream';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { ProblemDetailsFilter } from '../../http/problem-details.filter';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { type Ask, AskQuestionCommand } from './ask-question.command';

const common: Pick<RouteDoc, 'tag' | 'auth' | 'body' | 'errors' | 'readYourWrites'> = {
  tag: 'chat',
  auth: true,
  body: askRequestSchema,
  errors: [402, 404, 409, 422, 502],
  readYourWrites: true,
};

export const askQuestionDocs: RouteDoc[] = [
  {
    ...common,
    method: 'post',
    path: '/api/chat/ask',
    summary: 'Ask a question; returns the structured V2 answer',
    response: askResponseSchema,
  },
  {
    ...common,
    method: 'post',
    path: '/api/chat/ask/stream',
    summary:
      'Ask a question and receive the answer as Server-Sent Events: accepted, delta*, then answer (the full V2 answer) or error (problem details)',
    response: z.string().describe('text/event-stream'),
  },
];

/** The spec's request names (session_id, client_request_id) become the command's here, once. */
const toAsk = (body: AskRequest): Ask => ({
  question: body.question,
  conversationId: body.session_id ?? null,
  clientRequestId: body.client_request_id ?? null,
  enhanced: body.enhanced ?? false,
});

/**
 * One command, two ways to hear the answer: as one JSON body, or as Server-Sent Events. The
 * stream only forwards progress; if the client goes away the command still completes and records
 * the answer, so leaving or reloading never loses it.
 */
@RateLimit('ask')
@Controller('chat')
export class AskQuestionController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ProblemDetailsFilter) private readonly problems: ProblemDetailsFilter,
  ) {}

  @Post('ask')
  @HttpCode(200)
  ask(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @CorrelationId() correlationId: string) {
    return this.commands.execute(
      new AskQuestionCommand(user, toAsk(parseRequest(askRequestSchema, body, 'body')), correlationId),
    );
  }

  @Post('ask/stream')
  async stream(
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: AppRequest,
    @Res() response: Response,
  ): Promise<void> {
    const ask = toAsk(parseRequest(askRequestSchema, body, 'body'));
    const { send } = openEventStream(response);
    try {
      const answer = await this.commands.execute(
        new AskQuestionCommand(user, ask, request.correlationId, {
          onAccepted: ({ questionId, conversationId }) =>
            send('accepted', { question_id: questionId, session_id: conversationId }),
          onDelta: (text) => send('delta', { text }),
        }),
      );
      send('answer', answer);
    } catch (error) {
      send('error', this.problems.toProblem(error, request));
    } finally {
      response.end();
    }
  }
}
