import { type AskRequest } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

export class AskQuestionCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly request: AskRequest,
    readonly correlationId: string,
  ) {}
}
