import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, installFetch, problem } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { FALLBACK_EXAMPLES } from '../data/fallback-examples';
import { ExamplesPanel } from './examples-panel';

const SERVED = ['Q one?', 'Q two?', 'Q three?', 'Q four?', 'Q five?'];

function examplesReply(examples = SERVED, seed = 'seed-1', topics = ['Health', 'Acoustic Engineering']) {
  return { body: { examples, seed, topics } };
}

function renderPanel(props: Partial<Parameters<typeof ExamplesPanel>[0]> = {}) {
  const selected: string[] = [];
  renderWithProviders(
    <ExamplesPanel
      topics={['Health', 'Acoustic Engineering']}
      onSelect={(question) => selected.push(question)}
      {...props}
    />,
  );
  return { selected, user: userEvent.setup() };
}

const telemetry = (server: ReturnType<typeof installFetch>) =>
  server.callsTo('POST /api/telemetry/ui').map((call) => call.body);

describe('ExamplesPanel', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows a loading skeleton, then the suggestions with their count and topics', async () => {
    const reply = deferred();
    const server = installFetch({
      'GET /api/prompts/examples': reply.handler,
      'POST /api/telemetry/ui': { status: 202 },
    });
    renderPanel();

    expect(screen.getByRole('heading', { name: 'Try asking about...' })).toBeInTheDocument();
    expect(screen.getAllByTestId('examples-skeleton')).toHaveLength(5);
    expect(screen.getByText('Loading examples...')).toBeInTheDocument();
    const [call] = server.callsTo('GET /api/prompts/examples');
    expect(call?.query.get('n')).toBe('5');
    expect(call?.query.get('topics')).toBe('Health,Acoustic Engineering');

    reply.release(examplesReply());

    expect(await screen.findByRole('button', { name: 'Q one?' })).toBeInTheDocument();
    expect(screen.queryByTestId('examples-skeleton')).not.toBeInTheDocument();
    expect(screen.getByText('5 suggestions')).toBeInTheDocument();
    expect(
      screen.getByText('Suggestions based on recent topics: Health, Acoustic Engineering'),
    ).toBeInTheDocument();
    // Reported later (DEFERRED_TELEMETRY_MS), or as the visitor leaves the page.
    expect(telemetry(server)).toEqual([]);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() =>
      expect(telemetry(server)).toEqual([
        {
          event_type: 'examples_served',
          user_id: 'current_user',
          session_id: 'anonymous',
          metadata: { count: 5, topics: ['Health', 'Acoustic Engineering'], seed: 'seed-1' },
        },
      ]),
    );
  });

  it('sends no topics when there are none, and shows at most 5', async () => {
    const server = installFetch({
      'GET /api/prompts/examples': examplesReply([...SERVED, 'Q six?'], 's', []),
      'POST /api/telemetry/ui': { status: 202 },
    });
    renderPanel({ topics: [] });

    await screen.findByRole('button', { name: 'Q one?' });
    expect(server.callsTo('GET /api/prompts/examples')[0]?.query.has('topics')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Q six?' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Suggestions based on recent topics/)).not.toBeInTheDocument();
  });

  it('falls back to the 5 built-in questions when the call fails (no error state)', async () => {
    installFetch({
      'GET /api/prompts/examples': problem(500, 'internal', 'boom'),
      'POST /api/telemetry/ui': { status: 202 },
    });
    renderPanel();

    expect(await screen.findByRole('button', { name: FALLBACK_EXAMPLES[0] })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(FALLBACK_EXAMPLES.join(' ')).toMatch(/Class 2.*AS\/NZS 3500\.3.*handrail.*backflow.*N1–N6/);
    expect(
      screen.queryByText('Unable to load examples. Try asking a question directly.'),
    ).not.toBeInTheDocument();
  });

  it('shows the error with Retry only when there are no examples, and Retry reloads', async () => {
    let fail = true;
    const server = installFetch({
      'GET /api/prompts/examples': () => (fail ? problem(503, 'unavailable', 'down') : examplesReply()),
      'POST /api/telemetry/ui': { status: 202 },
    });
    const { user } = renderPanel({ fallbackExamples: [] });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to load examples. Try asking a question directly.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Q one?' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/prompts/examples')).toHaveLength(2);
  });

  it('stays hidden and does not load when dismissed this session', () => {
    window.sessionStorage.setItem('examples_dismissed', 'true');
    const server = installFetch({ 'GET /api/prompts/examples': examplesReply() });
    renderPanel();

    expect(screen.queryByRole('heading', { name: 'Try asking about...' })).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/prompts/examples')).toHaveLength(0);
  });

  it('dismisses into session storage, and new_thread_started shows it again and reloads', async () => {
    const server = installFetch({
      'GET /api/prompts/examples': examplesReply(),
      'POST /api/telemetry/ui': { status: 202 },
    });
    const { user } = renderPanel();
    await screen.findByRole('button', { name: 'Q one?' });

    await user.click(screen.getByRole('button', { name: 'Dismiss examples' }));

    expect(screen.queryByRole('heading', { name: 'Try asking about...' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('examples_dismissed')).toBe('true');
    await waitFor(() =>
      expect(telemetry(server)).toContainEqual(
        expect.objectContaining({ event_type: 'dismiss_examples', metadata: { reason: 'user_dismiss' } }),
      ),
    );

    act(() => {
      window.dispatchEvent(new Event('new_thread_started'));
    });

    expect(await screen.findByRole('button', { name: 'Q one?' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('examples_dismissed')).toBeNull();
    await waitFor(() => expect(server.callsTo('GET /api/prompts/examples')).toHaveLength(2));
  });

  it('Refresh examples asks again with a new seed', async () => {
    const server = installFetch({
      'GET /api/prompts/examples': examplesReply(),
      'POST /api/telemetry/ui': { status: 202 },
    });
    const { user } = renderPanel();
    await screen.findByRole('button', { name: 'Q one?' });

    await user.click(screen.getByRole('button', { name: 'Refresh examples' }));

    await waitFor(() => expect(server.callsTo('GET /api/prompts/examples')).toHaveLength(2));
    expect(server.callsTo('GET /api/prompts/examples')[1]?.query.get('seed')).toMatch(/\w+/);
  });

  it('passes a clicked example on and records example_clicked with the session id', async () => {
    window.sessionStorage.setItem('session_id', 'conv-9');
    const server = installFetch({
      'GET /api/prompts/examples': examplesReply(),
      'POST /api/telemetry/ui': { status: 202 },
    });
    const { selected, user } = renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Q two?' }));

    expect(selected).toEqual(['Q two?']);
    await waitFor(() =>
      expect(telemetry(server)).toContainEqual({
        event_type: 'example_clicked',
        user_id: 'current_user',
        session_id: 'conv-9',
        metadata: { example_text: 'Q two?', index: 1, topics: ['Health', 'Acoustic Engineering'] },
      }),
    );
  });

  it('ignores a telemetry failure with a console warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFetch({
      'GET /api/prompts/examples': examplesReply(),
      'POST /api/telemetry/ui': problem(500, 'internal', 'down'),
    });
    const { selected, user } = renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Q one?' }));

    expect(selected).toEqual(['Q one?']);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('example_clicked'), expect.anything()),
    );
  });
});
