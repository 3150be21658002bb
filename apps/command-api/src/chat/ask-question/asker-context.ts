import { type AskerProfile, type ConversationTurn, HISTORY_LIMITS } from '@buildmentor/answering';
import { CONTEXT_MEMORY_DAYS } from '@buildmentor/contracts';
import { conversationPage, MESSAGES, PROFILES, profileOf } from '@buildmentor/read-models';
import { type ReadModels } from '../../infrastructure/read-models.service';

/** The asker's preferences from the profiles read model (null before onboarding is projected). */
export async function loadAskerProfile(readModels: ReadModels, userId: string): Promise<AskerProfile | null> {
  const profile = await profileOf(await readModels.collection(PROFILES), userId);
  const p = profile?.preferences;
  if (!p) return null;
  return {
    experienceLevel: p.experience_level,
    industrySectors: p.industry_sectors,
    disciplines: p.disciplines,
    companyType: p.company_type,
    customInstructions: p.custom_instructions,
  };
}

/**
 * The conversation's earlier turns inside the context window: the spec's "context memory: 30
 * days per session". Older turns are dropped; failed answers carry no content worth repeating.
 * Runs on every ask, so it reads only what a prompt can carry: the most recent turns the
 * answerer keeps (HISTORY_LIMITS.maxTurns), newest first through the conversation's index, not
 * the whole conversation. The question being answered is not an earlier turn, though the
 * projector may already show it; a regeneration also leaves out the question it replaces (and its
 * answer), which the projector may not have removed yet.
 */
export async function loadContextTurns(
  readModels: ReadModels,
  conversationId: string,
  now: Date,
  current: string,
  replaced?: string,
): Promise<ConversationTurn[]> {
  const since = new Date(now.getTime() - CONTEXT_MEMORY_DAYS * 86_400_000).toISOString();
  const { messages } = await conversationPage(await readModels.collection(MESSAGES), conversationId, {
    limit: HISTORY_LIMITS.maxTurns,
    narrow: {
      timestamp: { $gte: since },
      status: { $ne: 'failed' },
      question_id: { $nin: replaced ? [current, replaced] : [current] },
    },
  });
  return messages.map((m) => ({ role: m.role, content: m.content, at: m.timestamp }));
}
