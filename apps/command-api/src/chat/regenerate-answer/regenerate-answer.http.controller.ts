import { Body, Controller, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Response } from 'express';
import { z } from 'zod';
import { askResponseSchema, type RegenerateRequest, regenerateRequestSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { AnswerResponder } from '../ask-question/answer-responder';
import { type Regeneration, RegenerateAnswerCommand } from './regenerate-answer.command';

const paramsSchema = z.object({ id: z.string().min(1).max(100) });

const common: Pick<RouteDoc, 'tag' | 'auth' | 'body' | 'pathParams' | 'errors' | 'readYourWrites'> = {
  tag: 'chat',
  auth: true,
  pathParams: ['id'],
  body: regenerateRequestSchema,
  errors: [400, 402, 404, 409, 422, 502],
  readYourWrites: true,
};

export const regenerateAnswerDocs: RouteDoc[] = [
  {
    ...common,
    method: 'post',
    path: '/api/chat/session/{id}/regenerate',
    summary:
      "Ask the conversation's last question again (counts as a question); the new answer replaces the old one",
    response: askResponseSchema,
  },
  {
    ...common,
    method: 'post',
    path: '/api/chat/session/{id}/regenerate/stream',
    summary:
      'Regenerate the last answer as Server-Sent Events, as /api/chat/ask/stream: accepted, delta*, then answer or error',
    response: z.string().describe('text/event-stream'),
  },
];

/** The spec's names (session, question_id, client_request_id) become the command's here, once. */
const toRegeneration = (params: unknown, body: unknown): Regeneration => {
  const { id } = parseRequest(paramsSchema, params, 'params');
  const request: RegenerateRequest = parseRequest(regenerateRequestSchema, body, 'body');
  return {
    conversationId: id,
    questionId: request.question_id,
    clientRequestId: request.client_request_id ?? null,
    enhanced: request.enhanced ?? null,
  };
};

/**
 * The ask's two ways to hear an answer, for a regeneration: one JSON body, or Server-Sent Events
 * with the same events as /api/chat/ask/stream (the client reads both with one parser). Rate
 * limited as an ask: it is one.
 */
@RateLimit('ask')
@Controller('chat')
export class RegenerateAnswerController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(AnswerResponder) private readonly answers: AnswerResponder,
  ) {}

  @Post('session/:id/regenerate')
  @HttpCode(200)
  regenerate(
    @Param() params: unknown,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @CorrelationId() correlationId: string,
    @Res({ passthrough: true }) response: Response,
  ) {
    const regeneration = toRegeneration(params, body);
    return this.answers.json(user.userId, response, (listener) =>
      this.commands.execute(new RegenerateAnswerCommand(user, regeneration, correlationId, listener)),
    );
  }

  @Post('session/:id/regenerate/stream')
  stream(
    @Param() params: unknown,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: AppRequest,
    @Res() response: Response,
  ): Promise<void> {
    const regeneration = toRegeneration(params, body);
    return this.answers.stream(user.userId, request, response, (listener) =>
      this.commands.execute(new RegenerateAnswerCommand(user, regeneration, request.correlationId, listener)),
    );
  }
}
