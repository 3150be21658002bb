import { Command } from '@nestjs/cqrs';
import { type MentorNoteResponse } from '@buildmentor/contracts';
import { type AuthenticatedUser } from '../../http/request-context';

/** A private note, searched beside the user's personal documents. */
export interface MentorNote {
  title: string;
  body: string;
  tags: string[];
}

export class AddMentorNoteCommand extends Command<MentorNoteResponse> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly note: MentorNote,
    readonly correlationId: string,
  ) {
    super();
  }
}
