import { FieldDeltaStreamer } from './field-delta-streamer';
import { extractPartialStringField } from './partial-json-field';

const FULL = JSON.stringify({
  title: 'A "quoted" {title} with technical: inside',
  blocks: [{ type: 'list', items: ['x', '"technical":"decoy"'] }],
  nested: { technical: 'nested decoy' },
  confidence: 0.5,
  technical: 'Line one\nLine "two" \\ tab\t é 🪜 \u0001 end',
  mentoring: 'm',
});

describe('extractPartialStringField', () => {
  it('returns null until the field value starts', () => {
    expect(extractPartialStringField('', 'technical')).toBeNull();
    expect(extractPartialStringField('{"title":"abc', 'technical')).toBeNull();
    expect(extractPartialStringField('{"technical"', 'technical')).toBeNull();
    expect(extractPartialStringField('{"technical": ', 'technical')).toBeNull();
    expect(extractPartialStringField('{"technical": 12}', 'technical')).toBeNull();
  });

  it('decodes the growing value and marks it complete at the closing quote', () => {
    expect(extractPartialStringField('{"technical": "Hel', 'technical')).toEqual({
      value: 'Hel',
      complete: false,
    });
    expect(extractPartialStringField('{"technical":"Hello"', 'technical')).toEqual({
      value: 'Hello',
      complete: true,
    });
  });

  it('finds only the top-level field, skipping strings, arrays and objects that mention it', () => {
    expect(extractPartialStringField(FULL, 'technical')).toEqual({
      value: JSON.parse(FULL).technical,
      complete: true,
    });
  });

  it('stops before an incomplete escape', () => {
    expect(extractPartialStringField('{"technical":"a\\', 'technical')).toEqual({
      value: 'a',
      complete: false,
    });
    expect(extractPartialStringField('{"technical":"a\\u00e', 'technical')).toEqual({
      value: 'a',
      complete: false,
    });
    expect(extractPartialStringField('{"technical":"a\\u00e9', 'technical')).toEqual({
      value: 'aé',
      complete: false,
    });
  });

  it('tolerates a Markdown fence before the object', () => {
    expect(extractPartialStringField('```json\n{"technical":"x"}', 'technical')).toEqual({
      value: 'x',
      complete: true,
    });
  });

  it('only ever grows as the input grows, for every prefix', () => {
    let previous = '';
    for (let i = 0; i <= FULL.length; i++) {
      const value = extractPartialStringField(FULL.slice(0, i), 'technical')?.value ?? '';
      expect(value.startsWith(previous)).toBe(true);
      previous = value;
    }
    expect(previous).toBe(JSON.parse(FULL).technical);
  });
});

describe('FieldDeltaStreamer', () => {
  it('forwards deltas that join to the final value, whatever the chunking', () => {
    for (const size of [1, 2, 3, 7, 50]) {
      const deltas: string[] = [];
      const streamer = new FieldDeltaStreamer('technical', (text) => deltas.push(text));
      for (let i = 0; i < FULL.length; i += size) streamer.push(FULL.slice(i, i + size));
      expect(streamer.content).toBe(FULL);
      expect(streamer.finish(JSON.parse(FULL).technical)).toBe(true);
      expect(deltas.join('')).toBe(JSON.parse(FULL).technical);
      expect(deltas.every((d) => d.length > 0)).toBe(true);
      // Never half a surrogate pair on the wire.
      expect(deltas.some((d) => /[\uD800-\uDBFF]$/.test(d))).toBe(false);
    }
  });

  it('holds back the first half of an escaped surrogate pair', () => {
    const deltas: string[] = [];
    const streamer = new FieldDeltaStreamer('technical', (text) => deltas.push(text));
    streamer.push('{"technical":"a\\ud83e');
    streamer.push('\\ude9c b"}');
    expect(deltas).toEqual(['a', '🪜 b']);
  });

  it('reports a final value the deltas do not lead to', () => {
    const streamer = new FieldDeltaStreamer('technical', () => undefined);
    streamer.push('{"technical":"first"');
    expect(streamer.finish('second')).toBe(false);
  });
});
