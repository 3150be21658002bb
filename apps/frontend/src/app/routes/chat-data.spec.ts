import { createQueryClient } from '../../lib/react-query';
import { profile, subscription } from '../../testing/fixtures';
import { installFetch, type RouteHandler } from '../../testing/fetch-mock';
import { examplesTopics, prefetchChat } from './chat-data';

const examples = { body: { examples: ['Q?'], seed: 's', topics: [] } };

function server(routes: Record<string, RouteHandler> = {}) {
  return installFetch({
    'GET /api/user/subscription': { body: subscription(3) },
    'GET /api/chat/history': { body: { conversations: [] } },
    'GET /api/user/profile': {
      body: profile(
        {},
        { industry_sectors: ['Health', 'Civil', 'Mining'], disciplines: ['Fire', 'Hydraulics', 'Acoustic'] },
      ),
    },
    'GET /api/prompts/examples': examples,
    ...routes,
  });
}

/** Resolves once the prefetch chain has made every call it will make. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('examplesTopics', () => {
  it('takes the first two sectors and the first two disciplines', () => {
    expect(
      examplesTopics({
        ...profile().preferences,
        industry_sectors: ['A', 'B', 'C'],
        disciplines: ['D', 'E', 'F'],
      }),
    ).toEqual(['A', 'B', 'D', 'E']);
    expect(examplesTopics(undefined)).toEqual([]);
  });
});

describe('prefetchChat', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reads the subscription, the history and the profile, then the examples for its topics', async () => {
    const fetched = server();
    const queryClient = createQueryClient();

    prefetchChat(queryClient, { automatic: false });
    await settled();

    // The history follows the subscription (it depends on the plan), the examples the profile.
    expect(fetched.calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /api/chat/history',
      'GET /api/prompts/examples',
      'GET /api/user/profile',
      'GET /api/user/subscription',
    ]);
    expect(fetched.callsTo('GET /api/prompts/examples')[0]?.query.get('topics')).toBe(
      'Health,Civil,Fire,Hydraulics',
    );
    expect(queryClient.getQueryData(['chat', 'history'])).toEqual({ conversations: [] });
  });

  it('reads no history on a plan without chat history (Starter)', async () => {
    const fetched = server({
      'GET /api/user/subscription': {
        body: { ...subscription(0, false), tier: 'starter', unlimited: false },
      },
    });

    prefetchChat(createQueryClient(), { automatic: false });
    await settled();

    expect(fetched.callsTo('GET /api/user/subscription')).toHaveLength(1);
    expect(fetched.callsTo('GET /api/chat/history')).toHaveLength(0);
  });

  it('makes no profile call for the automatic demo user, whose examples have no topics', async () => {
    const fetched = server();

    prefetchChat(createQueryClient(), { automatic: true });
    await settled();

    expect(fetched.callsTo('GET /api/user/profile')).toHaveLength(0);
    expect(fetched.callsTo('GET /api/prompts/examples')[0]?.query.has('topics')).toBe(false);
  });

  it.each([
    ['the welcome setup still replaces the chat', () => undefined, { onboarding_completed: false }],
    [
      'the panel was dismissed this session',
      () => window.sessionStorage.setItem('examples_dismissed', 'true'),
      {},
    ],
  ])('reads no examples when %s', async (_name, arrange, overrides) => {
    arrange();
    const fetched = server({ 'GET /api/user/profile': { body: profile(overrides) } });

    prefetchChat(createQueryClient(), { automatic: false });
    await settled();

    expect(fetched.callsTo('GET /api/user/profile')).toHaveLength(1);
    expect(fetched.callsTo('GET /api/prompts/examples')).toHaveLength(0);
  });
});
