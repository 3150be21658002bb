export interface PageText {
  page: number;
  text: string;
}

export interface TextChunk {
  /** Stable within a document: `p<page>-c<n>`; prefix it with the document id to make it global. */
  chunkId: string;
  /** The page the chunk comes from; chunks never span pages, so a citation is always exact. */
  page: number;
  text: string;
}

export interface ChunkOptions {
  /** Upper bound on a chunk's length: about 300 tokens, small enough to cite, big enough to mean something. */
  maxChars: number;
  /** Text repeated from the previous chunk's end, so a sentence cut at a boundary is still findable. */
  overlap: number;
}

export const DEFAULT_CHUNK_OPTIONS: ChunkOptions = { maxChars: 1200, overlap: 150 };

/**
 * Splits pages into search chunks on the most natural boundary that fits: paragraphs first, then
 * sentences, then words, and only as a last resort mid-word (a 5,000-character URL).
 */
export function chunkPages(pages: readonly PageText[], options: Partial<ChunkOptions> = {}): TextChunk[] {
  const { maxChars, overlap } = { ...DEFAULT_CHUNK_OPTIONS, ...options };
  if (maxChars < 20) throw new RangeError('maxChars must be at least 20');
  if (overlap < 0 || overlap * 2 > maxChars) throw new RangeError('overlap must be in [0, maxChars / 2]');
  // Room for the overlap and the space that joins it, so no chunk ever exceeds maxChars.
  const bodyLimit = overlap > 0 ? maxChars - overlap - 1 : maxChars;
  const chunks: TextChunk[] = [];
  for (const { page, text } of pages) {
    const pieces = splitToFit(text, bodyLimit);
    let previous = '';
    let n = 0;
    for (const body of pack(pieces, bodyLimit)) {
      const lead = tail(previous, overlap);
      const chunkText = lead ? `${lead} ${body}` : body;
      chunks.push({ chunkId: `p${page}-c${++n}`, page, text: chunkText });
      previous = body;
    }
  }
  return chunks;
}

const PARAGRAPH = /\n\s*\n/;
// A sentence ends with . ! or ? followed by whitespace; kept with the sentence it ends.
const SENTENCE = /(?<=[.!?])\s+/;

/** Breaks text into pieces no longer than `limit`, each a paragraph, sentence, word run or slice. */
function splitToFit(text: string, limit: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(PARAGRAPH)) {
    const clean = paragraph.replace(/\s+/g, ' ').trim();
    if (!clean) continue;
    if (clean.length <= limit) {
      out.push(clean);
      continue;
    }
    for (const sentence of clean.split(SENTENCE)) {
      if (sentence.length <= limit) out.push(sentence);
      else out.push(...splitWords(sentence, limit));
    }
  }
  return out;
}

function splitWords(text: string, limit: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    for (let i = 0; i < word.length; i += limit) {
      const part = word.slice(i, i + limit);
      if (current && current.length + 1 + part.length > limit) {
        out.push(current);
        current = part;
      } else {
        current = current ? `${current} ${part}` : part;
      }
    }
  }
  if (current) out.push(current);
  return out;
}

/** Greedily joins pieces into bodies of at most `limit` characters. */
function pack(pieces: string[], limit: number): string[] {
  const bodies: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && current.length + 1 + piece.length > limit) {
      bodies.push(current);
      current = piece;
    } else {
      current = current ? `${current} ${piece}` : piece;
    }
  }
  if (current) bodies.push(current);
  return bodies;
}

/** The last `size` characters of a body, starting at a word boundary. */
function tail(text: string, size: number): string {
  if (size === 0 || !text) return '';
  if (text.length <= size) return text;
  const cut = text.slice(-size);
  const space = cut.indexOf(' ');
  return space >= 0 ? cut.slice(space + 1) : '';
}
