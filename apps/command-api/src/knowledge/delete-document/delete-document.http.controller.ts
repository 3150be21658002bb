import { Controller, Delete, HttpCode, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { documentDeletedResponseSchema } from '@buildmentor/contracts';
import { CurrentUser } from '../../auth/current-user.decorator';
import { type RouteDoc } from '../../http/openapi/route-docs';
import { CorrelationId } from '../../http/request-meta.decorators';
import { type AuthenticatedUser } from '../../http/request-context';
import { parseRequest } from '../../http/request-validation.error';
import { DeleteDocumentCommand } from './delete-document.command';

const paramsSchema = z.object({ id: z.uuid() });

export const deleteDocumentDoc: RouteDoc = {
  method: 'delete',
  path: '/api/knowledge/documents/{id}',
  summary: 'Delete one of your documents (its file and its search text)',
  tag: 'knowledge',
  auth: true,
  pathParams: ['id'],
  response: documentDeletedResponseSchema,
  errors: [404],
};

@Controller('knowledge/documents')
export class DeleteDocumentController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Delete(':id')
  @HttpCode(200)
  delete(
    @Param() params: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @CorrelationId() correlationId: string,
  ) {
    const { id } = parseRequest(paramsSchema, params, 'params');
    return this.commands.execute(new DeleteDocumentCommand(user, id, correlationId));
  }
}
