import { userInfo } from 'node:os';
import { exited, spawnTsEntry } from '@buildmentor/test-harness';
import { InMemoryMail } from '../testing/in-memory-mail';
import { startTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(120_000);

const STRONG = 'gutter-overflow-sump-2026';
// Beside main.ts: spawnTsEntry finds the project (and its tsconfig) two levels above the entry.
const ADMIN_CLI = 'apps/command-api/src/admin.ts';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * `npm run admin -- grant|revoke <email>` as operators run it: the CLI entry as its own process
 * against the API's DATA_DIR while the API and the projector run.
 */
describe('operator CLI: npm run admin (own process, real stores, real projector)', () => {
  let t: TestApp;
  const mail = new InMemoryMail();
  const env = { AUTH_MODE: 'password', PUBLIC_URL: 'https://bm.example' };
  beforeAll(async () => {
    t = await startTestApp({ env, overrides: { mailSender: mail } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function admin(...args: string[]) {
    const child = spawnTsEntry(ADMIN_CLI, args, { ...env, DATA_DIR: t.dataDir, LOG_LEVEL: 'error' }, [
      'ignore',
      'pipe',
      'pipe',
    ]);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const { code } = await exited(child);
    return { code, stdout, stderr };
  }
  async function signUp(email: string) {
    return (await t.http.post('/api/auth/sign-up').send({ email, password: STRONG }).expect(200)).body as {
      token: string;
      user: { uid: string };
    };
  }
  async function verify(email: string) {
    await t.http
      .post('/api/auth/verify-email')
      .send({ token: mail.token('verify', email) })
      .expect(200);
  }

  it('refuses an unknown email and an unverified user with a clear message, a non-zero exit and nothing appended', async () => {
    const pending = await signUp('pending@firm.com.au');
    const head = await t.eventStore.headPosition();
    const unknown = await admin('grant', 'nobody@firm.com.au');
    expect(unknown).toMatchObject({
      code: 1,
      stderr: 'No account uses nobody@firm.com.au. The user must sign up first.\n',
    });
    const unverified = await admin('grant', 'Pending@Firm.com.au');
    expect(unverified.code).toBe(1);
    expect(unverified.stderr).toContain('pending@firm.com.au has not verified their email address yet.');
    const usage = await admin('promote', 'pending@firm.com.au');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Unknown command: promote');
    expect(await t.eventStore.headPosition()).toBe(head);
    expect(
      (await t.http.get('/api/admin/check-admin-status').set(bearer(pending.token)).expect(200)).body,
    ).toEqual({ is_admin: false });
  });

  it('grants a verified user admin access, audited with the operator as actor, and revokes it', async () => {
    const lead = await signUp('lead@firm.com.au');
    await verify('lead@firm.com.au');
    await t.http.get('/api/admin/users').set(bearer(lead.token)).expect(403);

    const granted = await admin('grant', 'lead@firm.com.au', '--reason', 'First admin of the site');
    expect(granted).toMatchObject({
      code: 0,
      stdout: `lead@firm.com.au (${lead.user.uid}) is now an admin, from their next request.\n`,
    });
    await t.http.get('/api/admin/users').set(bearer(lead.token)).expect(200);
    const again = await admin('grant', 'lead@firm.com.au');
    expect(again).toMatchObject({
      code: 0,
      stdout: 'lead@firm.com.au is already an admin (granted earlier). Nothing changed.\n',
    });

    const fresh = { ...bearer(lead.token), 'X-Min-Position': String(await t.eventStore.headPosition()) };
    const trail = (await t.http.get('/api/admin/audit?kind=developer_access').set(fresh).expect(200))
      .body as { entries: Array<Record<string, unknown>> };
    expect(trail.entries).toEqual([
      expect.objectContaining({
        event_type: 'DeveloperAccessGranted',
        actor: 'operator:cli',
        subject_user: lead.user.uid,
        reason: `First admin of the site (by operator ${userInfo().username})`,
      }),
    ]);

    const revoked = await admin('revoke', 'lead@firm.com.au', '--reason', 'Handover done');
    expect(revoked.code).toBe(0);
    expect((await t.http.get('/api/admin/users').set(bearer(lead.token)).expect(403)).body.code).toBe(
      'ADMIN.FORBIDDEN',
    );
    const events = await t.eventStore.readStream(`user-${lead.user.uid}`);
    expect(
      events.filter((e) => e.type.startsWith('DeveloperAccess')).map((e) => [e.type, e.metadata.userId]),
    ).toEqual([
      ['DeveloperAccessGranted', 'operator:cli'],
      ['DeveloperAccessRevoked', 'operator:cli'],
    ]);
  });
});
