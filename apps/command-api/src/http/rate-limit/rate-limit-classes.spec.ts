import { type ExecutionContext } from '@nestjs/common';
import { SLICE_CONTROLLERS } from '../../routes';
import { sliceRoutes } from '../../testing/slice-routes';
import { isRateLimitExempt, rateLimitClassOf } from './rate-limit.decorator';
import { RATE_LIMITS, scaleRateLimits } from './rate-limits';
import { throttlerOptions } from './throttler-options';

/** Every slice route as `METHOD /api/path`, with the rate-limit class its decorators give it. */
function routeClasses(): Record<string, string | null> {
  return Object.fromEntries(routeContexts().map(({ route, context }) => [route, rateLimitClassOf(context)]));
}

function routeContexts(): { route: string; context: ExecutionContext }[] {
  return sliceRoutes(SLICE_CONTROLLERS).map(({ route, controller, handler }) => ({
    route,
    context: { getHandler: () => handler, getClass: () => controller } as unknown as ExecutionContext,
  }));
}

describe('rate-limit classes of the routes (the table in docs/decisions.md)', () => {
  it('puts exactly these routes in a class; every other route has only the every-request budget', () => {
    const classed = Object.fromEntries(
      Object.entries(routeClasses()).filter(([, rateLimitClass]) => rateLimitClass !== null),
    );
    expect(classed).toEqual({
      'POST /api/auth/demo': 'demo-sign-in',
      'POST /api/auth/sign-up': 'credentials',
      'POST /api/auth/sign-in': 'credentials',
      'POST /api/auth/password-reset/request': 'credentials',
      'POST /api/auth/password-reset/confirm': 'credentials',
      'GET /api/auth/google/start': 'credentials',
      'GET /api/auth/google/callback': 'credentials',
      'POST /api/auth/verify-email': 'credentials',
      'POST /api/auth/verify-email/resend': 'credentials',
      'POST /api/auth/password/change': 'credentials',
      'POST /api/voucher/redeem': 'voucher-redemption',
      'POST /api/chat/ask': 'ask',
      'POST /api/chat/ask/stream': 'ask',
      'POST /api/chat/session/:id/regenerate': 'ask',
      'POST /api/chat/session/:id/regenerate/stream': 'ask',
      'GET /api/chat/session/:session_id/questions/:question_id/stream': 'answer-stream',
      'POST /api/chat/session/:session_id/questions/:question_id/stop': 'answer-stream',
      'POST /api/knowledge/upload-community': 'upload',
      'POST /api/knowledge/upload-personal': 'upload',
      'POST /api/knowledge/upload-document': 'upload',
      'POST /api/chat/feedback': 'user-write',
      'POST /api/chat/contribution': 'user-write',
      'POST /api/partners/register': 'user-write',
      'POST /api/knowledge/mentor-note': 'user-write',
      'POST /api/payment/checkout': 'user-write',
      'POST /api/payment/portal': 'user-write',
      'POST /api/chat/session/:id/share': 'user-write',
      'DELETE /api/chat/session/:id/share': 'user-write',
    });
  });
});

describe('routes no rate limit counts', () => {
  it('are exactly the health probes, which a load balancer sends every few seconds', () => {
    const exempt = routeContexts()
      .filter(({ context }) => isRateLimitExempt(context))
      .map(({ route }) => route);
    expect(exempt.sort()).toEqual(['GET /api/health/live', 'GET /api/health/ready']);
  });
});

describe('throttlerOptions', () => {
  it('makes one named throttler per rule, keyed by throttler and tracker so the routes of a class share it, with sliding windows', () => {
    const options = throttlerOptions(RATE_LIMITS);
    if (Array.isArray(options)) throw new Error('expected the object form');
    const rules = Object.values(RATE_LIMITS).flat();
    expect(options.throttlers).toHaveLength(rules.length);
    expect(options.throttlers.map((t) => [t.limit, t.ttl, t.blockDuration])).toEqual(
      rules.map((r) => [r.limit, r.windowMs, 0]),
    );
    expect(options.generateKey!({} as ExecutionContext, 'user:u1', 'ask:user:60000')).toBe(
      'ask:user:60000|user:u1',
    );
    expect(options.setHeaders).toBe(false);
  });

  it('refuses two rules of one class with the same scope and window (they would share a name)', () => {
    const twice = { ...RATE_LIMITS, ask: [RATE_LIMITS.ask[0], RATE_LIMITS.ask[0]] };
    expect(() => throttlerOptions(twice)).toThrow(/share a scope and window/);
  });
});

describe('scaleRateLimits (RATE_LIMIT_SCALE)', () => {
  it('multiplies every limit, never below 1, and keeps the windows', () => {
    const doubled = scaleRateLimits(RATE_LIMITS, 2);
    expect(doubled.ask).toEqual(RATE_LIMITS.ask.map((rule) => ({ ...rule, limit: rule.limit * 2 })));
    expect(scaleRateLimits(RATE_LIMITS, 0.001)['voucher-redemption'].map((rule) => rule.limit)).toEqual([
      1, 1,
    ]);
  });
});
