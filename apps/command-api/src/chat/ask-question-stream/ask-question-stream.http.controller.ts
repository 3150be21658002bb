import { Body, Controller, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Response } from 'express';
import { z } from 'zod';
import { askRequestSchema, type AskResponse } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { ProblemDetailsFilter } from '../../http/problem-details.filter';
import { type AppRequest, type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { AskQuestionCommand } from '../ask-question/ask-question.command';
import { RateLimit } from '../../http/rate-limit/rate-limit.decorator';

export const askQuestionStreamDoc: RouteDoc = {
  method: 'post',
  path: '/api/chat/ask/stream',
  summary: 'Ask a question and receive the answer as Server-Sent Events: accepted, delta*, then answer (the full V2 answer) or error (problem details)',
  tag: 'chat',
  auth: true,
  body: askRequestSchema,
  response: z.string().describe('text/event-stream'),
  errors: [402, 404, 409, 422, 502],
  readYourWrites: true,
};

/**
 * Streaming ask. The answer is produced and recorded by the same command as POST /api/chat/ask;
 * this endpoint only forwards progress. If the client goes away the command still completes and
 * records the answer, so leaving or reloading never loses it.
 */
@Controller('chat')
export class AskQuestionStreamController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ProblemDetailsFilter) private readonly problems: ProblemDetailsFilter,
  ) {}

  @RateLimit('ask')
  @Post('ask/stream')
  async stream(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() request: AppRequest, @Res() response: Response): Promise<void> {
    const input = parseRequest(askRequestSchema, body, 'body');
    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache, no-transform');
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
    const send = (event: string, data: unknown) => {
      if (!response.writableEnded && !response.destroyed) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    try {
      const answer = await this.commands.execute<AskQuestionCommand, AskResponse>(
        new AskQuestionCommand(user, input, request.correlationId, {
          onAccepted: (info) => send('accepted', info),
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
