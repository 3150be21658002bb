import type { TelemetryRequest } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** Session storage key of the conversation on screen (spec section 9); the chat keeps it. */
const SESSION_ID_KEY = 'session_id';

function currentConversationId(): string {
  try {
    return window.sessionStorage.getItem(SESSION_ID_KEY) || 'anonymous';
  } catch {
    return 'anonymous';
  }
}

/**
 * POST /api/telemetry/ui (spec section 7): event_type, user_id (the literal 'current_user'; the
 * server knows the user from the token), session_id from session storage, else 'anonymous'.
 * Telemetry never gets in the user's way: a failure is only a console warning.
 */
export async function postTelemetry(
  eventType: TelemetryRequest['event_type'],
  metadata: Record<string, unknown>,
): Promise<void> {
  const body: TelemetryRequest = {
    event_type: eventType,
    user_id: 'current_user',
    session_id: currentConversationId(),
    metadata,
  };
  try {
    await api.post<unknown>('/telemetry/ui', body);
  } catch (error) {
    console.warn(`Telemetry event ${eventType} was not recorded`, error);
  }
}
