import { createHash } from 'node:crypto';
import { BUILT_IN_EXAMPLES, EXAMPLE_BANK } from './example-bank';

/** A deterministic PRNG from a text seed: the same seed always gives the same examples. */
function seededRandom(seed: string): () => number {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Picks `n` examples: questions tagged with the user's recent topics first, then with their
 * sectors and disciplines, then the rest; shuffled within each group by the seed. Falls back to
 * the spec's built-in questions when the bank offers too few.
 */
export function chooseExamples(
  interests: { topics: readonly string[]; sectors: readonly string[]; disciplines: readonly string[] },
  n: number,
  seed: string,
): string[] {
  const random = seededRandom(seed);
  const norm = (values: readonly string[]) =>
    new Set(values.map((v) => v.trim().toLowerCase()).filter(Boolean));
  const topics = norm(interests.topics);
  const profile = norm([...interests.sectors, ...interests.disciplines]);
  const score = (tags: readonly string[]) =>
    tags.reduce(
      (sum, tag) =>
        sum +
        (topics.has(tag) || [...topics].some((t) => t.length > 3 && tag.includes(t))
          ? 10
          : profile.has(tag)
            ? 3
            : 0),
      0,
    );
  const ranked = EXAMPLE_BANK.map((example) => ({
    text: example.text,
    score: score(example.tags),
    jitter: random(),
  }))
    .sort((a, b) => b.score - a.score || a.jitter - b.jitter)
    .map((e) => e.text);
  const picked = [...new Set([...ranked, ...BUILT_IN_EXAMPLES])].slice(0, n);
  return picked;
}
