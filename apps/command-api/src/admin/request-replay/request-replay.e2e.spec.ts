import { CONVERSATIONS, DAILY_STATS, MESSAGES, PLATFORM_STATS, PROFILES } from '@buildmentor/read-models';
import { startTestApp, type TestApp } from '../../testing/test-app';

jest.setTimeout(120_000);

interface SystemBody {
  projector: { live_namespace: string; checkpoint: number; lag_events: number };
  event_store: { head_position: number };
  dead_letters: { count: number };
  read_model_hashes: Record<string, string> | null;
  replays: Array<{
    replay_id: string;
    status: string;
    namespace: string | null;
    previous_namespace: string | null;
    events: number;
    last_position: number;
    hashes: Record<string, string> | null;
    error: string | null;
    requested_by: string;
  }>;
}

/**
 * The System tab's replay button end to end: the API appends ReplayRequested, the real projector
 * process notices it, rebuilds into a fresh namespace, switches it live and reports progress.
 */
describe('replay requested from the admin console (HTTP, real projector process)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let adminUid: string;
  const now = new Date('2026-03-02T01:00:00.000Z');

  beforeAll(async () => {
    t = await startTestApp({ overrides: { clock: () => now } });
    const signedIn = await t.signIn({ email: 'admin@buildmentor.test' });
    admin = { Authorization: `Bearer ${signedIn.token}` };
    adminUid = signedIn.uid;
  });
  afterAll(async () => {
    await t.close();
  });

  const system = async (query = '') =>
    (await t.http.get(`/api/admin/system${query}`).set(admin).expect(200)).body as SystemBody;

  it('rebuilds the read models into a new live namespace with the same stats and hashes', async () => {
    const user = await t.signIn({ email: 'asker@firm.com.au' });
    await t.http
      .post('/api/chat/ask')
      .set({ Authorization: `Bearer ${user.token}` })
      .send({ question: 'What is the NCC stair handrail height?' })
      .expect(200);
    const head = await t.eventStore.headPosition();
    const statsBefore = (
      await t.http
        .get('/api/admin/stats')
        .set({ ...admin, 'X-Min-Position': String(head) })
        .expect(200)
    ).body;
    const analyticsBefore = (await t.http.get('/api/admin/analytics').set(admin).expect(200)).body;
    const before = await system();
    expect(before).toMatchObject({
      event_store: { head_position: head },
      projector: { checkpoint: head, lag_events: 0 },
      dead_letters: { count: 0 },
      replays: [],
    });
    expect(Object.keys(before.read_model_hashes!)).toEqual(
      expect.arrayContaining([PLATFORM_STATS, DAILY_STATS, PROFILES, MESSAGES].map((m) => m.name)),
    );

    const requested = await t.http
      .post('/api/admin/system/replay')
      .set(admin)
      .send({ reason: 'Check the new projections' })
      .expect(202);
    expect(requested.body).toMatchObject({
      success: true,
      replay_id: expect.any(String),
      position: head + 1,
    });

    let after = await system('?hashes=false');
    for (const deadline = Date.now() + 60_000; ; after = await system('?hashes=false')) {
      const replay = after.replays.find((r) => r.replay_id === requested.body.replay_id);
      if (replay && replay.status !== 'running' && after.projector.live_namespace === replay.namespace) break;
      if (replay?.status === 'failed' || Date.now() > deadline)
        throw new Error(`replay did not finish: ${JSON.stringify(after)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const replay = after.replays[0]!;
    expect(replay).toMatchObject({
      status: 'done',
      requested_by: adminUid,
      previous_namespace: before.projector.live_namespace,
      events: head + 1,
      last_position: head + 1,
      error: null,
    });
    expect(replay.namespace).not.toBe(before.projector.live_namespace);
    expect(after.read_model_hashes).toBeNull();

    // The rebuilt namespace serves the same stats, and its hashes are the ones the replay printed.
    const statsAfter = (await t.http.get('/api/admin/stats').set(admin).expect(200)).body;
    expect(statsAfter).toEqual(statsBefore);
    expect((await t.http.get('/api/admin/analytics').set(admin).expect(200)).body).toEqual(analyticsBefore);
    const hashed = await system();
    expect(hashed.read_model_hashes).toEqual(replay.hashes);
    for (const { name } of [PLATFORM_STATS, DAILY_STATS, PROFILES, MESSAGES, CONVERSATIONS])
      expect(replay.hashes![name]).toBe(before.read_model_hashes![name]);

    // The request itself is in the audit trail, and the live projector carries on in the new namespace.
    const auditBody = (await t.http.get('/api/admin/audit?kind=replay').set(admin).expect(200)).body;
    expect(auditBody.entries).toEqual([
      expect.objectContaining({
        event_type: 'ReplayRequested',
        actor: adminUid,
        subject: requested.body.replay_id,
        reason: 'Check the new projections',
      }),
    ]);
    const later = await t.signIn({ email: 'later@firm.com.au' });
    const users = (
      await t.http
        .get('/api/admin/users?q=later@')
        .set({ ...admin, 'X-Min-Position': String(later.position) })
        .expect(200)
    ).body;
    expect(users.users.map((u: { uid: string }) => u.uid)).toEqual([later.uid]);
  });
});
