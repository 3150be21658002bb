import { MongoServerError } from 'mongodb';
import {
  defaultIndexName,
  type ExistingIndex,
  planIndex,
  reconcileIndex,
  type WantedIndex,
} from './mongo-indexes';
import { FakeDb } from './testing/fake-mongo';

const ID: ExistingIndex = { v: 2, key: { _id: 1 }, name: '_id_' };
const byPlan = (over: Partial<ExistingIndex> = {}): ExistingIndex => ({
  v: 2,
  key: { 'profile.plan': 1, at: -1 },
  name: 'by_plan',
  ...over,
});
/** What listIndexes reports for a text index over title and text. */
const textIndex = (name: string, weights: Record<string, number>): ExistingIndex => ({
  v: 2,
  key: { _fts: 'text', _ftsx: 1 },
  name,
  weights,
  default_language: 'english',
  language_override: 'language',
  textIndexVersion: 3,
});

const wantedByPlan: WantedIndex = {
  kind: 'keys',
  name: 'by_plan',
  keys: [
    ['profile.plan', 1],
    ['at', -1],
  ],
  unique: false,
};
const wantedText: WantedIndex = { kind: 'text', name: 'notes_text', fields: ['title', 'text'] };

describe('planIndex', () => {
  it('creates a missing index and drops nothing', () => {
    expect(planIndex([ID], wantedByPlan)).toEqual({ drop: [], create: true });
    expect(planIndex([], wantedText)).toEqual({ drop: [], create: true });
  });

  it('does nothing when an equal index exists', () => {
    expect(planIndex([ID, byPlan()], wantedByPlan)).toEqual({ drop: [], create: false });
    // unique: false as stored by an older version of this adapter is the same as no unique.
    expect(planIndex([ID, byPlan({ unique: false })], wantedByPlan)).toEqual({ drop: [], create: false });
    expect(planIndex([ID, textIndex('notes_text', { text: 1, title: 1 })], wantedText)).toEqual({
      drop: [],
      create: false,
    });
  });

  it('accepts key directions as the server returns them (doubles, Int32-like numbers)', () => {
    expect(planIndex([byPlan({ key: { 'profile.plan': 1.0, at: -1.0 } })], wantedByPlan).create).toBe(false);
  });

  it('replaces a changed definition under the same name (IndexKeySpecsConflict, 86)', () => {
    const old = byPlan({ key: { 'profile.plan': 1 } });
    expect(planIndex([ID, old], wantedByPlan)).toEqual({ drop: ['by_plan'], create: true });
  });

  it('replaces the same keys with other options (IndexOptionsConflict, 85)', () => {
    expect(planIndex([ID, byPlan({ unique: true })], wantedByPlan)).toEqual({
      drop: ['by_plan'],
      create: true,
    });
    expect(planIndex([ID, byPlan({ sparse: true })], wantedByPlan)).toEqual({
      drop: ['by_plan'],
      create: true,
    });
    const wantedUnique: WantedIndex = { ...wantedByPlan, unique: true };
    expect(planIndex([ID, byPlan()], wantedUnique)).toEqual({ drop: ['by_plan'], create: true });
  });

  it('replaces an index over the same keys under another name with other options', () => {
    const old = byPlan({ name: 'profile.plan_1_at_-1', unique: true });
    expect(planIndex([ID, old], wantedByPlan)).toEqual({ drop: ['profile.plan_1_at_-1'], create: true });
  });

  it('keeps an equal index under another name rather than rebuilding it for the name', () => {
    const renamed = byPlan({ name: 'profile.plan_1_at_-1' });
    expect(planIndex([ID, renamed], wantedByPlan)).toEqual({ drop: [], create: false });
  });

  it('drops an obsolete index that holds the wanted name even when an equal one exists elsewhere', () => {
    const obsolete = byPlan({ key: { other: 1 } });
    const equal = byPlan({ name: 'legacy' });
    expect(planIndex([ID, obsolete, equal], wantedByPlan)).toEqual({ drop: ['by_plan'], create: false });
  });

  it('leaves unrelated indexes alone', () => {
    const other: ExistingIndex = { v: 2, key: { owner: 1 }, name: 'owner_1' };
    expect(planIndex([ID, other, textIndex('notes_text', { title: 1 })], wantedByPlan)).toEqual({
      drop: [],
      create: true,
    });
  });

  it('replaces the one text index of a collection when its fields changed, whatever its name', () => {
    expect(planIndex([ID, textIndex('notes_text', { title: 1 })], wantedText)).toEqual({
      drop: ['notes_text'],
      create: true,
    });
    expect(planIndex([ID, textIndex('title_text_text_text', { title: 1, body: 1 })], wantedText)).toEqual({
      drop: ['title_text_text_text'],
      create: true,
    });
  });

  it('replaces a text index with weights other than 1', () => {
    expect(planIndex([textIndex('notes_text', { title: 10, text: 1 })], wantedText)).toEqual({
      drop: ['notes_text'],
      create: true,
    });
  });

  it('never drops _id_, and takes { _id: 1 } as the _id_ index', () => {
    const wantedId: WantedIndex = { kind: 'keys', name: 'by_id', keys: [['_id', 1]], unique: true };
    expect(planIndex([ID], wantedId)).toEqual({ drop: [], create: false });
    const wantedNamedLikeId: WantedIndex = { kind: 'keys', name: '_id_', keys: [['x', 1]], unique: false };
    expect(planIndex([ID], wantedNamedLikeId).drop).toEqual([]);
  });
});

describe('defaultIndexName', () => {
  it('is the name MongoDB gives an index created without one', () => {
    expect(
      defaultIndexName([
        ['profile.plan', 1],
        ['at', -1],
      ]),
    ).toBe('profile.plan_1_at_-1');
  });
});

describe('reconcileIndex', () => {
  it('drops the old definition, then creates the new one', async () => {
    const db = new FakeDb();
    db.indexes.set('ns.items', [ID, byPlan({ key: { 'profile.plan': 1 } })]);
    await reconcileIndex(db.collection('ns.items'), wantedByPlan);
    expect(db.methods()).toEqual(['ns.items.listIndexes', 'ns.items.dropIndex', 'ns.items.createIndex']);
    expect(db.calls[1]!.args).toEqual(['by_plan']);
    expect(db.calls[2]!.args).toEqual([{ 'profile.plan': 1, at: -1 }, { name: 'by_plan' }]);
  });

  it('creates a text index with every field as text', async () => {
    const db = new FakeDb();
    await reconcileIndex(db.collection('ns.notes'), wantedText);
    expect(db.calls.at(-1)!.args).toEqual([{ title: 'text', text: 'text' }, { name: 'notes_text' }]);
  });

  it('creates nothing when the index is there, and is idempotent', async () => {
    const db = new FakeDb();
    const unique: WantedIndex = { kind: 'keys', name: 'email_1', keys: [['email', 1]], unique: true };
    await reconcileIndex(db.collection('ns.items'), unique);
    await reconcileIndex(db.collection('ns.items'), unique);
    expect(db.methods()).toEqual(['ns.items.listIndexes', 'ns.items.createIndex', 'ns.items.listIndexes']);
    expect(db.calls[1]!.args[1]).toEqual({ name: 'email_1', unique: true });
  });

  it('treats a missing collection (NamespaceNotFound, 26) as one without indexes', async () => {
    const db = new FakeDb();
    db.failNext('listIndexes', new MongoServerError({ message: 'ns does not exist', code: 26 }));
    await reconcileIndex(db.collection('ns.fresh'), wantedByPlan);
    expect(db.methods()).toEqual(['ns.fresh.listIndexes', 'ns.fresh.createIndex']);
  });

  it('looks again when another process changed the indexes in between (85/86), a bounded number of times', async () => {
    const db = new FakeDb();
    db.failNext('createIndex', new MongoServerError({ message: 'Index already exists', code: 85 }));
    await reconcileIndex(db.collection('ns.items'), wantedByPlan);
    expect(db.methods()).toEqual([
      'ns.items.listIndexes',
      'ns.items.createIndex',
      'ns.items.listIndexes',
      'ns.items.createIndex',
    ]);

    const stuck = new FakeDb();
    for (let i = 0; i < 5; i++)
      stuck.failNext('createIndex', new MongoServerError({ message: 'Index key specs conflict', code: 86 }));
    await expect(reconcileIndex(stuck.collection('ns.items'), wantedByPlan)).rejects.toMatchObject({
      code: 86,
    });
    expect(stuck.methods().filter((method) => method.endsWith('createIndex'))).toHaveLength(3);
  });

  it('ignores an index already dropped by someone else (IndexNotFound, 27); other errors surface', async () => {
    const db = new FakeDb();
    db.indexes.set('ns.items', [ID, byPlan({ unique: true })]);
    db.failNext('dropIndex', new MongoServerError({ message: 'index not found', code: 27 }));
    await reconcileIndex(db.collection('ns.items'), wantedByPlan);
    expect(db.methods().at(-1)).toBe('ns.items.createIndex');

    const failing = new FakeDb();
    failing.failNext('createIndex', new MongoServerError({ message: 'E11000 duplicate key', code: 11000 }));
    await expect(reconcileIndex(failing.collection('ns.items'), wantedByPlan)).rejects.toMatchObject({
      code: 11000,
    });
  });
});
