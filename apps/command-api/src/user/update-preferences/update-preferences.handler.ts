import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type SaveResponse } from '@buildmentor/contracts';
import { userDecider } from '@buildmentor/domain';
import { CLOCK, type Clock } from '../../infrastructure/tokens';
import { DeciderRunner } from '../../shared/decider-runner';
import { newId } from '../../shared/event-ids';
import { withHttpPaths } from '../../http/remap-issue-paths';

const HTTP_PATHS = {
  industries: 'body.industries',
  role: 'body.role',
  experienceLevel: 'body.experience_level',
  aiFocusAreas: 'body.ai_focus_areas',
  customInstructions: 'body.custom_instructions',
};
import { UpdatePreferencesCommand } from './update-preferences.command';

/** The profile screen's save (spec payload); fields left out keep their value. */
@CommandHandler(UpdatePreferencesCommand)
export class UpdatePreferencesHandler implements ICommandHandler<UpdatePreferencesCommand, SaveResponse> {
  constructor(
    @Inject(DeciderRunner) private readonly runner: DeciderRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user, request, correlationId }: UpdatePreferencesCommand): Promise<SaveResponse> {
    const context = { actorId: user.uid, correlationId, causationId: newId(), at: this.clock() };
    const result = await withHttpPaths(HTTP_PATHS, () => this.runner.run(userDecider, `user-${user.uid}`, {
      type: 'UpdatePreferences',
      data: {
        userId: user.uid,
        industries: request.industries,
        role: request.role,
        experienceLevel: request.experience_level,
        aiFocusAreas: request.ai_focus_areas,
        customInstructions: request.custom_instructions,
      },
    }, context));
    return { success: true, message: 'Your preferences have been saved successfully!', position: result.position };
  }
}
