import { askLatency } from './ask-latency.bench';
import { round, spread } from './stats';

/**
 * Saturated asks per second with one API process and with two (API_WORKERS=2) on the same port,
 * alternating within each round so machine noise hits both alike; the ratio is taken per round.
 * The load generator and the projector share the machine's cores with the API, so two workers
 * on a two-core machine cannot double the rate: the ratio says how much of a second core the
 * second worker turns into answers.
 */
export async function apiWorkersBench(rounds = 3, users = 16, seconds = 8) {
  const one: number[] = [];
  const two: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const single = await askLatency(users, seconds, 0, 2, 1);
    const double = await askLatency(users, seconds, 0, 2, 2);
    one.push(single.asksPerSecond);
    two.push(double.asksPerSecond);
    ratios.push(round(double.asksPerSecond / single.asksPerSecond, 3));
  }
  return {
    concurrentUsers: users,
    secondsPerRun: seconds,
    rounds,
    asksPerSecondOneWorker: spread(one, 1),
    asksPerSecondTwoWorkers: spread(two, 1),
    ratioTwoToOne: spread(ratios, 3),
  };
}
