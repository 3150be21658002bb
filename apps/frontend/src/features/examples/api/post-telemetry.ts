import type { TelemetryRequest } from '@buildmentor/contracts';
import { api } from '../../../lib/api-client';

/** Session storage key of the conversation on screen (spec section 9); the chat keeps it. */
const SESSION_ID_KEY = 'session_id';

/**
 * How long after a page showed something its telemetry waits: by then the page's own reads are
 * done, so the event never competes with them (nor keeps the page's network busy).
 */
export const DEFERRED_TELEMETRY_MS = 2_000;

function currentConversationId(): string {
  try {
    return window.sessionStorage.getItem(SESSION_ID_KEY) || 'anonymous';
  } catch {
    return 'anonymous';
  }
}

type EventType = TelemetryRequest['event_type'];

async function send(body: TelemetryRequest, keepalive: boolean): Promise<void> {
  try {
    await api.post<unknown>('/telemetry/ui', body, keepalive ? { keepalive } : {});
  } catch (error) {
    console.warn(`Telemetry event ${body.event_type} was not recorded`, error);
  }
}

/**
 * The event as the spec sends it: event_type, user_id (the literal 'current_user'; the server
 * knows the user from the token), session_id from session storage at the moment of the event,
 * else 'anonymous'.
 */
function eventBody(eventType: EventType, metadata: Record<string, unknown>): TelemetryRequest {
  return { event_type: eventType, user_id: 'current_user', session_id: currentConversationId(), metadata };
}

/**
 * POST /api/telemetry/ui (spec section 7) for something the user did. Telemetry never gets in
 * the user's way: a failure is only a console warning.
 */
export function postTelemetry(eventType: EventType, metadata: Record<string, unknown>): Promise<void> {
  return send(eventBody(eventType, metadata), false);
}

/**
 * The same for something a page showed as it loaded (examples_served): sent DEFERRED_TELEMETRY_MS
 * later, or at once, with keepalive, if the visitor leaves or hides the page first, so it is not
 * lost.
 */
export function postTelemetryLater(eventType: EventType, metadata: Record<string, unknown>): void {
  const body = eventBody(eventType, metadata);
  let pending = true;
  const now = (keepalive: boolean) => {
    if (!pending) return;
    pending = false;
    window.clearTimeout(timer);
    window.removeEventListener('pagehide', onLeave);
    document.removeEventListener('visibilitychange', onHidden);
    void send(body, keepalive);
  };
  const onLeave = () => now(true);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') now(true);
  };
  const timer = window.setTimeout(() => now(false), DEFERRED_TELEMETRY_MS);
  window.addEventListener('pagehide', onLeave);
  document.addEventListener('visibilitychange', onHidden);
}
