import { type AnswerBlock } from '@buildmentor/contracts';
import { projectStage, type ProjectStageId } from './project-stages';

/** Workflow intelligence for one answer: the stage (if detected) and what to do about it. */
export interface WorkflowAdvice {
  stage: ProjectStageId | null;
  workflow: readonly string[];
  consultants: readonly string[];
}

/**
 * Renders workflow advice the same way for every answerer: as markdown appended to the mentoring
 * part (the three answer cards show technical, mentoring and next steps, so advice must live in
 * one of them to be seen) and as blocks for renderers that show blocks.
 */
export function renderWorkflowAdvice(advice: WorkflowAdvice): { markdown: string; blocks: AnswerBlock[] } {
  const workflow = advice.workflow.map(clean).filter(Boolean);
  const consultants = advice.consultants.map(clean).filter(Boolean);
  const stageLine = advice.stage
    ? `**Project stage: ${projectStage(advice.stage).label}.**`
    : '**Project stage:** not clear yet. Tell me where the project is for stage-specific workflow advice.';
  const parts = [stageLine];
  if (workflow.length > 0) parts.push(`Workflow at this stage:\n${bullets(workflow)}`);
  if (consultants.length > 0) parts.push(`Consultants to involve:\n${bullets(consultants)}`);

  const blocks: AnswerBlock[] = [{ type: 'callout', tone: 'tip', text: stageLine.replace(/\*\*/g, '') }];
  if (workflow.length > 0) blocks.push({ type: 'list', ordered: true, items: workflow });
  if (consultants.length > 0) blocks.push({ type: 'list', ordered: false, items: consultants });
  return { markdown: parts.join('\n\n'), blocks };
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
