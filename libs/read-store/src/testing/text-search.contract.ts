import { contentHash } from '../content-hash';
import { InvalidQueryError } from '../read-store.errors';
import { type ContractContext, idsOf } from './read-store.contract';

/** Ranked full-text search kept in step with every kind of write, in both stores. */
export function describeTextSearchContract(context: ContractContext): void {
  describe('text search', () => {
    const notes = () => context.store.collection('notes');
    const ids = (matches: { doc: { _id: string } }[]) => matches.map((m) => m.doc._id);

    beforeEach(async () => {
      await notes().insertOne({
        _id: 'n0',
        owner: 'u1',
        title: 'Existing note',
        text: 'Roof sheeting in cyclonic regions',
      });
      await context.store.createTextIndex('notes', ['title', 'text']);
      await notes().insertOne({
        _id: 'n1',
        owner: 'u1',
        title: 'Fire doors',
        text: 'Fire doors in Class 2 buildings need self-closing devices.',
      });
      await notes().insertOne({
        _id: 'n2',
        owner: 'u2',
        title: 'Gutters',
        text: 'Box gutters need an overflow; gutter sizing follows the rainfall.',
      });
      await notes().insertOne({
        _id: 'n3',
        owner: 'u1',
        title: 'Doors',
        text: 'A door schedule lists every fire door and its rating.',
      });
    });

    it('finds documents by any word, with stemming, best matches first', async () => {
      expect(ids(await notes().search('gutter'))).toEqual(['n2']);
      const doors = await notes().search('fire door');
      expect(ids(doors).sort()).toEqual(['n1', 'n3']);
      expect(doors[0]!.score).toBeGreaterThanOrEqual(doors[1]!.score);
    });

    it('with match all, finds only documents holding every word, within the filter', async () => {
      expect(ids(await notes().search('door schedule')).sort()).toEqual(['n1', 'n3']);
      expect(ids(await notes().search('door schedule', { match: 'all' }))).toEqual(['n3']);
      expect(ids(await notes().search('FIRE door', { match: 'all' })).sort()).toEqual(['n1', 'n3']);
      expect(await notes().search('fire gutter', { match: 'all' })).toEqual([]);
      expect(ids(await notes().search('fire door', { match: 'all', filter: { owner: 'u2' } }))).toEqual([]);
      expect(ids(await notes().search('box overflow', { match: 'all', limit: 5 }))).toEqual(['n2']);
      await expect(notes().search(' "" ', { match: 'all' })).rejects.toThrow(InvalidQueryError);
    });

    it('indexes documents that existed before the index', async () => {
      expect(ids(await notes().search('cyclonic'))).toEqual(['n0']);
    });

    it('applies the filter', async () => {
      expect(ids(await notes().search('fire', { filter: { owner: 'u2' } }))).toEqual([]);
      expect(ids(await notes().search('gutters OR fire', { filter: { owner: 'u2' } }))).toEqual(['n2']);
    });

    it('follows replacements, updates and deletions', async () => {
      await notes().replaceOne(
        { _id: 'n2' },
        { _id: 'n2', owner: 'u2', title: 'Downpipes', text: 'Downpipe spacing.' },
      );
      expect(ids(await notes().search('gutter'))).toEqual([]);
      await notes().updateOne({ _id: 'n1' }, { $set: { text: 'Balustrade heights.' } });
      expect(ids(await notes().search('balustrade'))).toEqual(['n1']);
      await notes().deleteOne({ _id: 'n3' });
      expect(ids(await notes().search('schedule'))).toEqual([]);
    });

    it('follows writeDocuments: inserted, replaced and deleted text', async () => {
      await context.store.transaction((tx) =>
        tx.writeDocuments(
          'notes',
          new Map([
            ['n1', { _id: 'n1', owner: 'u1', title: 'Stairs', text: 'Riser and going.' }],
            ['n3', null],
            ['n4', { _id: 'n4', owner: 'u2', title: 'Glazing', text: 'Safety glass near doors.' }],
          ]),
        ),
      );
      expect(ids(await notes().search('riser'))).toEqual(['n1']);
      expect(ids(await notes().search('schedule'))).toEqual([]);
      expect(ids(await notes().search('fire'))).toEqual([]);
      expect(ids(await notes().search('glass'))).toEqual(['n4']);
    });

    it('rolls back with the transaction', async () => {
      await expect(
        context.store.transaction(async (tx) => {
          await tx
            .collection('notes')
            .insertOne({ _id: 'n9', owner: 'u1', title: 'Waterproofing', text: 'Membranes' });
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect(ids(await notes().search('membranes'))).toEqual([]);
    });

    it('treats query syntax as plain words, respects the limit and refuses an empty query', async () => {
      expect(ids(await notes().search('"fire* NEAR(door'))).toHaveLength(2);
      expect(await notes().search('fire door', { limit: 1 })).toHaveLength(1);
      await expect(notes().search('  ...  ')).rejects.toThrow(InvalidQueryError);
    });

    // Issue 15 point 6: any text a user types is a query; the engines' syntax in it is inert.
    it.each([
      ['FTS5 prefix and column syntax', 'fire* title:doors', ['n1', 'n3']],
      ['FTS5 operators and NEAR', 'fire NOT NEAR(door, 2) AND ^gutter', ['n1', 'n2', 'n3']],
      ['unbalanced quotes and parentheses', '"fire (door', ['n1', 'n3']],
      ['MongoDB $text negation and phrases', '-fire "door schedule"', ['n1', 'n3']],
      ['LIKE and regex characters around a word', '%gutter_ .* \\d+', ['n2']],
      ['control characters and emoji', '\u0000fire\u0007 🔥', ['n1', 'n3']],
      ['an operator-like word on its own', 'NOT', []],
    ])('treats %s as plain words', async (_label, query, expected) => {
      expect(ids(await notes().search(query)).sort()).toEqual(expected);
    });

    it.each(['*', '"', '%', '\\', '""', '-', '( )', '^', '()', '.*'])(
      'refuses %j, which has no words, with InvalidQueryError',
      async (query) => {
        await expect(notes().search(query)).rejects.toThrow(InvalidQueryError);
      },
    );

    it('takes a very long query without failing (only the first words count)', async () => {
      const query = `${'lorem '.repeat(2000)}fire`;
      await expect(notes().search(query)).resolves.toEqual(expect.any(Array));
    });

    it('matches $contains literally, whatever LIKE or regex characters the text holds', async () => {
      const files = context.store.collection('files');
      for (const [id, name] of [
        ['f1', '50% off'],
        ['f2', 'gap_seal'],
        ['f3', 'C:\\specs'],
        ['f4', 'a.b (draft) [v2] $5 ^x'],
        ['f5', 'plain'],
      ] as const) {
        await files.insertOne({ _id: id, name });
      }
      const match = async (text: string) => idsOf(await files.find({ name: { $contains: text } }));
      expect(await match('%')).toEqual(['f1']);
      expect(await match('_')).toEqual(['f2']);
      expect(await match('\\')).toEqual(['f3']);
      expect(await match('.')).toEqual(['f4']);
      expect(await match('(draft)')).toEqual(['f4']);
      expect(await match('[v2]')).toEqual(['f4']);
      expect(await match('$5 ^')).toEqual(['f4']);
      expect(await match('.*')).toEqual([]);
      expect(await match('%%')).toEqual([]);
      expect(await match('a_b')).toEqual([]);
    });

    it('is not a collection of its own for hashing or listing', async () => {
      expect(await context.store.listCollections()).toEqual(['notes']);
      expect(await contentHash(context.store, 'notes')).toMatch(/^[0-9a-f]{64}$/);
    });
  });
}
