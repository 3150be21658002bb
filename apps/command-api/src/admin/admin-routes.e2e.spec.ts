import { ROUTE_DOCS } from '../routes';
import { startTestApp, type TestApp } from '../testing/test-app';

// The whole product starts per suite: a loaded CI machine needs more than jest's 5 s default.
jest.setTimeout(60_000);

/** Every admin-only route: 401 without a token, 403 for a signed-in non-admin, both before any work. */
describe('admin routes are enforced on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ projector: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const adminRoutes = ROUTE_DOCS.filter((route) => route.adminOnly);

  it('has admin routes to check', () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
  });

  it.each(adminRoutes.map((route) => [route.method.toUpperCase(), route.path, route] as const))(
    '%s %s',
    async (_method, _path, route) => {
      const path = route.path.replace(/\{[^}]+\}/g, 'x1');
      const call = () => t.http[route.method](path);
      const head = await t.eventStore.headPosition();
      expect((await call().send({})).status).toBe(401);
      const user = await t.signIn({ email: 'jane@firm.com.au' });
      const afterSignIn = await t.eventStore.headPosition();
      const forbidden = await call()
        .set('Authorization', `Bearer ${user.token}`)
        .send({ user_id: user.uid, reason: 'self-grant' });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe('ADMIN.FORBIDDEN');
      expect(await t.eventStore.headPosition()).toBe(afterSignIn);
      expect(afterSignIn).toBeGreaterThanOrEqual(head);
    },
  );
});
