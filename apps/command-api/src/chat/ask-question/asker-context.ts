import { type Doc } from '@buildmentor/read-store';
import { type AskerProfile, type ConversationTurn } from '@buildmentor/answering';
import { CONTEXT_MEMORY_DAYS } from '@buildmentor/contracts';
import { type ReadModels } from '../../infrastructure/read-models.service';

interface ProfileView extends Doc {
  _id: string;
  preferences?: {
    industry_sectors: string[];
    disciplines: string[];
    experience_level: string | null;
    company_type: string | null;
    custom_instructions: string;
  };
}

interface MessageView extends Doc {
  _id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  status: string;
}

/** The asker's preferences from the profiles read model (null before onboarding is projected). */
export async function loadAskerProfile(readModels: ReadModels, userId: string): Promise<AskerProfile | null> {
  const profile = await (await readModels.collection<ProfileView>('profiles')).findOne({ _id: userId });
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
 */
export async function loadContextTurns(readModels: ReadModels, conversationId: string, now: Date): Promise<ConversationTurn[]> {
  const since = new Date(now.getTime() - CONTEXT_MEMORY_DAYS * 86_400_000).toISOString();
  const messages = await (await readModels.collection<MessageView>('messages')).find(
    { conversation_id: conversationId, timestamp: { $gte: since }, status: { $ne: 'failed' } },
    { sort: { seq: 1 } },
  );
  return messages.map((m) => ({ role: m.role, content: m.content, at: m.timestamp }));
}
