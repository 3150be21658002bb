import { EventEmitter } from 'node:events';
import { LiveSignal, type LiveSource } from './eventstoredb-live-signal';

/** A stand-in for the client's AllStreamSubscription: an emitter the test drives. */
class FakeSource extends EventEmitter implements LiveSource {
  readonly unsubscribe = jest.fn(async () => undefined);
}

function signal(options: { failSubscribe?: number } = {}) {
  const sources: FakeSource[] = [];
  let failures = options.failSubscribe ?? 0;
  const onSignal = jest.fn();
  const live = new LiveSignal({
    subscribe: () => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('no channel');
      }
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    onSignal,
    retryMs: 1000,
  });
  return { live, sources, onSignal };
}

describe('LiveSignal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('subscribes once, and signals on confirmation and on every pushed event', () => {
    const { live, sources, onSignal } = signal();
    live.start();
    live.start();
    expect(sources).toHaveLength(1);
    sources[0]!.emit('confirmation');
    sources[0]!.emit('data', {});
    sources[0]!.emit('data', {});
    expect(onSignal).toHaveBeenCalledTimes(3);
    live.close();
  });

  it('subscribes again after an error (server away), and signals once the new one is confirmed', () => {
    const { live, sources, onSignal } = signal();
    live.start();
    sources[0]!.emit('error', Object.assign(new Error('UNAVAILABLE'), { code: 14 }));
    expect(sources[0]!.unsubscribe).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1]!.emit('confirmation');
    expect(onSignal).toHaveBeenCalledTimes(1);
    live.close();
  });

  it('subscribes again, once, after the server ends the subscription cleanly', () => {
    const { live, sources } = signal();
    live.start();
    sources[0]!.emit('end');
    sources[0]!.emit('close');
    jest.advanceTimersByTime(1000);
    expect(sources).toHaveLength(2);
    jest.advanceTimersByTime(5000);
    expect(sources).toHaveLength(2);
    live.close();
  });

  it('keeps trying when subscribing itself throws', () => {
    const { live, sources } = signal({ failSubscribe: 2 });
    live.start();
    jest.advanceTimersByTime(1000);
    expect(sources).toHaveLength(0);
    jest.advanceTimersByTime(1000);
    expect(sources).toHaveLength(1);
    live.close();
  });

  it('close() unsubscribes, stops retrying, and a late error from the old subscription is harmless', () => {
    const { live, sources } = signal();
    live.start();
    live.close();
    expect(sources[0]!.unsubscribe).toHaveBeenCalledTimes(1);
    // Still listened to, so an 'error' emitted after close is not thrown as an unhandled event.
    expect(() => sources[0]!.emit('error', new Error('CANCELLED'))).not.toThrow();
    jest.advanceTimersByTime(10_000);
    expect(sources).toHaveLength(1);
  });

  it('close() during the pause before subscribing again cancels it', () => {
    const { live, sources } = signal();
    live.start();
    sources[0]!.emit('error', new Error('UNAVAILABLE'));
    live.close();
    jest.advanceTimersByTime(10_000);
    expect(sources).toHaveLength(1);
  });
});
