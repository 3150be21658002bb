import { installFetch } from '../../../testing/fetch-mock';
import { DEFERRED_TELEMETRY_MS, postTelemetryLater } from './post-telemetry';

const served = { count: 5, topics: ['Health'], seed: 'seed-1' };

function telemetryServer() {
  const server = installFetch({ 'POST /api/telemetry/ui': { status: 202 } });
  return {
    bodies: () => server.callsTo('POST /api/telemetry/ui').map((call) => call.body),
    keepalive: () => server.fetchMock.mock.calls.map(([, init]) => init?.keepalive === true),
  };
}

describe('postTelemetryLater', () => {
  beforeEach(() => jest.useFakeTimers());

  it('sends the event once, DEFERRED_TELEMETRY_MS later, as it was when it happened', async () => {
    const server = telemetryServer();
    window.sessionStorage.setItem('session_id', 'conversation-1');

    postTelemetryLater('examples_served', served);
    window.sessionStorage.removeItem('session_id');
    await jest.advanceTimersByTimeAsync(DEFERRED_TELEMETRY_MS - 1);
    expect(server.bodies()).toEqual([]);

    await jest.advanceTimersByTimeAsync(1);
    window.dispatchEvent(new Event('pagehide'));
    await jest.advanceTimersByTimeAsync(DEFERRED_TELEMETRY_MS);
    expect(server.bodies()).toEqual([
      {
        event_type: 'examples_served',
        user_id: 'current_user',
        session_id: 'conversation-1',
        metadata: served,
      },
    ]);
    expect(server.keepalive()).toEqual([false]);
  });

  it.each([
    ['left', () => window.dispatchEvent(new Event('pagehide'))],
    [
      'hidden',
      () => {
        jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('sends it at once, with keepalive, when the page is %s first, and only then', async (_name, leave) => {
    const server = telemetryServer();

    postTelemetryLater('examples_served', served);
    leave();
    await jest.advanceTimersByTimeAsync(0);
    expect(server.bodies()).toHaveLength(1);
    expect(server.keepalive()).toEqual([true]);

    await jest.advanceTimersByTimeAsync(DEFERRED_TELEMETRY_MS);
    expect(server.bodies()).toHaveLength(1);
  });

  it('only warns when the server does not take it', async () => {
    installFetch({});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    postTelemetryLater('examples_served', served);
    await jest.advanceTimersByTimeAsync(DEFERRED_TELEMETRY_MS);

    expect(warn).toHaveBeenCalledWith('Telemetry event examples_served was not recorded', expect.anything());
  });
});
