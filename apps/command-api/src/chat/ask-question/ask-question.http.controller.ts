import { Body, Controller, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Response } from 'express';
import { z } from 'zod';
import { type AskRequest, askRequestSchema, askResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { type Ask, AskQuestionCommand } from './ask-question.command';
import { AnswerResponder } from './answer-responder';
import { AnswersInFlight } from './answers-in-flight';

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
  {
    tag: 'chat',
    auth: true,
    method: 'post',
    path: '/api/chat/session/{session_id}/questions/{question_id}/stop',
    summary:
      "Stop: end the model call of the caller's answer still being produced by this API instance (recorded as AnswerStopped, reason client_stopped); stopped is false when this instance is not producing it (the client's own abort of the stream then ends it)",
    pathParams: ['session_id', 'question_id'],
    response: z.object({ stopped: z.boolean() }),
    errors: [],
  },
];

const stopParamsSchema = z.object({
  session_id: z.string().min(1).max(100),
  question_id: z.string().min(1).max(100),
});

/** The spec's request names (session_id, client_request_id) become the command's here, once. */
const toAsk = (body: AskRequest): Ask => ({
  question: body.question,
  conversationId: body.session_id ?? null,
  clientRequestId: body.client_request_id ?? null,
  enhanced: body.enhanced ?? false,
});

/**
 * One command, two ways to hear the answer: as one JSON body, or as Server-Sent Events. A client
 * that goes away before its answer is sent (the Stop button aborts the fetch; a closed tab, a
 * dropped network) ends the model call: nobody is left to read what it would cost
 * (docs/decisions.md, Model cost control). The command records the answer as stopped.
 */
@RateLimit('ask')
@Controller('chat')
export class AskQuestionController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(AnswersInFlight) private readonly inFlight: AnswersInFlight,
    @Inject(AnswerResponder) private readonly answers: AnswerResponder,
  ) {}

  @Post('ask')
  @HttpCode(200)
  ask(
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @CorrelationId() correlationId: string,
    @Res({ passthrough: true }) response: Response,
  ) {
    const ask = toAsk(parseRequest(askRequestSchema, body, 'body'));
    return this.answers.json(user.userId, response, (listener) =>
      this.commands.execute(new AskQuestionCommand(user, ask, correlationId, listener)),
    );
  }

  @Post('session/:session_id/questions/:question_id/stop')
  @RateLimit('answer-stream')
  @HttpCode(200)
  stop(@Param() params: unknown, @CurrentUser() user: AuthenticatedUser) {
    const { question_id: questionId } = parseRequest(stopParamsSchema, params, 'params');
    return { stopped: this.inFlight.stop(user.userId, questionId, 'client_stopped') };
  }

  @Post('ask/stream')
  stream(
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: AppRequest,
    @Res() response: Response,
  ): Promise<void> {
    const ask = toAsk(parseRequest(askRequestSchema, body, 'body'));
    return this.answers.stream(user.userId, request, response, (listener) =>
      this.commands.execute(new AskQuestionCommand(user, ask, request.correlationId, listener)),
    );
  }
}
