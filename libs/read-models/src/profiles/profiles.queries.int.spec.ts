import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- an integration spec runs the queries on a real store
import { SqliteReadStoreProvider, type ReadStore } from '@buildmentor/read-store';
import { collectionOf } from '../projection/read-model';
import { emptyProfile, PROFILES } from './profiles.projection';
import { peopleByUid, peopleCounts, uidsMatching } from './profiles.queries';

describe('profiles queries on a real store', () => {
  let directory: string;
  let provider: SqliteReadStoreProvider;
  let store: ReadStore;

  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'people-'));
    provider = new SqliteReadStoreProvider({ directory });
    store = await provider.open('green');
    const profiles = collectionOf(store, PROFILES);
    await profiles.insertOne({ ...emptyProfile('u1'), name: 'Jo Admin', email: 'jo@firm.com.au' });
    await profiles.insertOne({ ...emptyProfile('u2'), name: 'Sam Lee', email: 'sam@acme.com.au' });
  });
  afterEach(async () => {
    await store.close();
    await provider.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('peopleByUid names every id given, with nulls for ids that are not people', async () => {
    const people = await peopleByUid(collectionOf(store, PROFILES), ['u1', 'system', 'u1', 'u2']);
    expect([...people.values()]).toEqual([
      { uid: 'u1', name: 'Jo Admin', email: 'jo@firm.com.au' },
      { uid: 'system', name: null, email: null },
      { uid: 'u2', name: 'Sam Lee', email: 'sam@acme.com.au' },
    ]);
  });

  it('peopleByUid of no ids reads nothing and is empty', async () => {
    expect((await peopleByUid(collectionOf(store, PROFILES), [])).size).toBe(0);
  });

  it('uidsMatching finds people by part of their email or name, in any case', async () => {
    const profiles = collectionOf(store, PROFILES);
    expect(await uidsMatching(profiles, 'FIRM.com')).toEqual(['u1']);
    expect((await uidsMatching(profiles, 'lee')).sort()).toEqual(['u2']);
    expect(await uidsMatching(profiles, 'nobody')).toEqual([]);
  });

  it('peopleCounts counts registered users, with automatic demo accounts that never asked apart', async () => {
    const profiles = collectionOf(store, PROFILES);
    const registered = {
      registered_at: '2026-03-02T01:00:00.000Z',
      last_active_at: '2026-03-02T01:00:00.000Z',
      questions_asked: 0,
    };
    const demo = { ...registered, auth_mode: 'demo' as const };
    const docs = [
      {
        ...emptyProfile('idle-auto'),
        ...demo,
        user_type: 'demo' as const,
        email: 'demo.user@buildmentor.example',
      },
      {
        ...emptyProfile('idle-pro'),
        ...demo,
        user_type: 'pro' as const,
        email: 'pro.user+ab12cd34@buildmentor.example',
      },
      { ...emptyProfile('asking-pro'), ...demo, user_type: 'pro' as const, questions_asked: 1 },
      { ...emptyProfile('emailed-demo'), ...demo, user_type: 'demo' as const, email: 'kim@firm.com.au' },
      {
        ...emptyProfile('password'),
        ...registered,
        auth_mode: 'password' as const,
        user_type: 'pro' as const,
      },
    ];
    for (const doc of docs) await profiles.insertOne(doc);
    // u1 and u2 (from beforeEach) were never registered: a profile made by another user's event.
    expect(await peopleCounts(profiles, '2026-03-01T00:00:00.000Z')).toEqual({
      people: 3,
      idleDemoAccounts: 2,
      activePeople: 3,
    });
    // Active counts people only: the idle demo accounts were active too, but are not people.
    await profiles.updateOne({ _id: 'password' }, { $set: { last_active_at: '2026-02-01T00:00:00.000Z' } });
    expect(await peopleCounts(profiles, '2026-03-01T00:00:00.000Z')).toMatchObject({ activePeople: 2 });
  });
});
