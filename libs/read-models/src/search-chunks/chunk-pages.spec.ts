import { chunkPages } from './chunk-pages';

const sentence = (i: number): string =>
  `Sentence number ${i} talks about bracing and tie-downs for timber frames.`;

describe('chunkPages', () => {
  it('keeps a short page as one chunk with its page number', () => {
    expect(chunkPages([{ page: 3, text: '  Roof pitch 22.5 degrees.\n\n' }])).toEqual([
      { chunkId: 'p3-c1', page: 3, text: 'Roof pitch 22.5 degrees.' },
    ]);
  });

  it('never lets a chunk span pages, and skips blank pages', () => {
    const chunks = chunkPages([
      { page: 1, text: 'Page one.' },
      { page: 2, text: '   ' },
      { page: 3, text: 'Page three.' },
    ]);
    expect(chunks.map((c) => [c.page, c.text])).toEqual([
      [1, 'Page one.'],
      [3, 'Page three.'],
    ]);
  });

  it('splits long text on sentence boundaries within maxChars, with overlap', () => {
    const text = Array.from({ length: 60 }, (_, i) => sentence(i)).join(' ');
    const chunks = chunkPages([{ page: 1, text }], { maxChars: 400, overlap: 80 });
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(400);
    // Every chunk after the first starts with words from the end of the previous one.
    for (let i = 1; i < chunks.length; i++) {
      const firstWords = chunks[i]!.text.split(' ').slice(0, 2).join(' ');
      expect(chunks[i - 1]!.text).toContain(firstWords);
    }
    // No sentence is lost: each appears whole in some chunk.
    for (let i = 0; i < 60; i++) expect(chunks.some((c) => c.text.includes(sentence(i)))).toBe(true);
    expect(new Set(chunks.map((c) => c.chunkId)).size).toBe(chunks.length);
  });

  it('prefers paragraph boundaries', () => {
    const a = 'A'.repeat(10) + ' first paragraph ends here.';
    const b = 'Second paragraph is separate.';
    const chunks = chunkPages([{ page: 1, text: `${a}\n\n${b}` }], { maxChars: 60, overlap: 0 });
    expect(chunks.map((c) => c.text)).toEqual([a, b]);
  });

  it('cuts an endless word as a last resort', () => {
    const chunks = chunkPages([{ page: 1, text: 'x'.repeat(250) }], { maxChars: 100, overlap: 0 });
    expect(chunks.map((c) => c.text.length)).toEqual([100, 100, 50]);
  });

  it('rejects options that cannot work', () => {
    expect(() => chunkPages([], { maxChars: 10 })).toThrow(RangeError);
    expect(() => chunkPages([], { maxChars: 100, overlap: 80 })).toThrow(RangeError);
  });
});
