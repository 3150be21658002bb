import { parseArgs } from './parse-args';

describe('parseArgs', () => {
  it('runs by default', () => expect(parseArgs([])).toEqual({ kind: 'run' }));

  it('reads replay options in both spellings', () => {
    expect(parseArgs(['replay', '--until', '2026-01-31T00:00:00Z', '--namespace=stats-jan'])).toEqual({
      kind: 'replay',
      until: new Date('2026-01-31T00:00:00Z'),
      namespace: 'stats-jan',
      switchLive: false,
    });
    expect(parseArgs(['replay', '--switch'])).toMatchObject({ kind: 'replay', switchLive: true });
  });

  it('reads stats options, JSON by default', () => {
    expect(parseArgs(['stats'])).toEqual({ kind: 'stats', namespace: undefined, format: 'json' });
    expect(parseArgs(['stats', '--namespace', 'stats-2026-03-01', '--format=csv'])).toEqual({
      kind: 'stats',
      namespace: 'stats-2026-03-01',
      format: 'csv',
    });
    expect(() => parseArgs(['stats', '--format', 'xml'])).toThrow('expected json or csv');
    expect(() => parseArgs(['stats', '--format'])).toThrow('--format needs a value');
  });

  it('rejects bad dates, unknown options and unknown commands', () => {
    expect(() => parseArgs(['replay', '--until', 'yesterday'])).toThrow('not a date');
    expect(() => parseArgs(['replay', '--fast'])).toThrow('Unknown option --fast');
    expect(() => parseArgs(['rebuild'])).toThrow('Unknown command rebuild');
    expect(() => parseArgs(['switch'])).toThrow('needs a namespace');
  });
});
