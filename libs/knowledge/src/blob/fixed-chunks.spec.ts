import { fixedChunks } from './fixed-chunks';

/** Copies each piece as it is yielded, since the generator reuses its buffer. */
async function pieces(source: Iterable<Uint8Array> | AsyncIterable<Uint8Array>, size: number) {
  const out: Buffer[] = [];
  for await (const piece of fixedChunks(source, size)) out.push(Buffer.from(piece));
  return out;
}

describe('fixedChunks', () => {
  const bytes = Buffer.from(Array.from({ length: 23 }, (_, i) => i));

  it.each([
    ['one big chunk', [bytes]],
    ['single bytes', Array.from(bytes, (b) => Buffer.from([b]))],
    ['uneven chunks', [bytes.subarray(0, 3), bytes.subarray(3, 14), bytes.subarray(14)]],
  ])('cuts %s into pieces of exactly the size asked, the last one shorter', async (_name, chunks) => {
    const out = await pieces(chunks, 5);
    expect(out.map((p) => p.length)).toEqual([5, 5, 5, 5, 3]);
    expect(Buffer.concat(out)).toEqual(bytes);
  });

  it('yields nothing for an empty source and no short piece when the size divides evenly', async () => {
    expect(await pieces([], 5)).toEqual([]);
    expect(await pieces([new Uint8Array(0)], 5)).toEqual([]);
    expect((await pieces([bytes.subarray(0, 20)], 5)).map((p) => p.length)).toEqual([5, 5, 5, 5]);
  });

  it('reuses one buffer rather than allocating a piece per chunk', async () => {
    const seen = new Set<ArrayBufferLike>();
    for await (const piece of fixedChunks([bytes, bytes, bytes], 4)) seen.add(piece.buffer);
    expect(seen.size).toBe(1);
  });

  it('passes a failing source on', async () => {
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield bytes;
      throw new Error('client went away');
    }
    await expect(pieces(failing(), 4)).rejects.toThrow('client went away');
  });
});
