import { createAnswerGenerator } from '@buildmentor/answering';
import { EVAL_SET } from './cases';
import { readFloor } from './floor';
import { runEval } from './runner';

describe('the CI floor (floor.json)', () => {
  const file = readFloor();

  it('only ever rises, and the floor is its last entry', () => {
    file.history.slice(1).forEach((entry, index) => {
      expect(entry.floor).toBeGreaterThanOrEqual(file.history[index]!.floor);
      expect(entry.date >= file.history[index]!.date).toBe(true);
    });
    expect(file.floor).toBe(file.history.at(-1)!.floor);
    expect(file.history.at(-1)!.version).toBe(EVAL_SET.version);
  });

  it('is reached by the offline answerer on the whole set', async () => {
    const report = await runEval(createAnswerGenerator({ provider: 'offline' }), EVAL_SET.cases, {
      version: EVAL_SET.version,
      answerer: 'offline',
    });
    expect(report.errors).toEqual([]);
    expect(report.cases).toHaveLength(EVAL_SET.cases.length);
    // When this fails, the answerer got worse: `npm run eval` shows which cases dropped.
    expect(report.total).toBeGreaterThanOrEqual(file.floor);
  });
});
