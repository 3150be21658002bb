import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, problem, type RouteHandler } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { seriousAxeViolations } from '../../../testing/axe';
import { ConversationActions } from './conversation-actions';

const TOKEN = 'Qm9vay1zaGFyZS10b2tlbi0xMjM0NTY3';
const SHARE = 'POST /api/chat/session/s-1/share';
const STOP = 'DELETE /api/chat/session/s-1/share';

function renderActions(routes: Record<string, RouteHandler> = {}) {
  const server = installFetch({
    [SHARE]: { body: { url: `/share/${TOKEN}`, token: TOKEN, position: 7 } },
    [STOP]: { body: { revoked: true, position: 8 } },
    ...routes,
  });
  const view = renderWithProviders(<ConversationActions conversationId="s-1" />);
  return { server, view, user: userEvent.setup() };
}

describe('ConversationActions', () => {
  afterEach(() => jest.restoreAllMocks());

  it('Export > Download Markdown saves the export under the name the server gave it', async () => {
    let saved: { blob: Blob; name: string } | undefined;
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { blob: new Blob(), name: this.download };
    });
    const { server, user } = renderActions({
      'GET /api/chat/session/s-1/export': {
        body: '# Gutters\n',
        headers: {
          'Content-Disposition': `attachment; filename="Gutter sizing.md"; filename*=UTF-8''Gutter%20sizing.md`,
        },
      },
    });
    const exportButton = screen.getByRole('button', { name: 'Export' });
    expect(exportButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(exportButton);
    expect(exportButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Download Markdown' }));
    await waitFor(() => expect(saved?.name).toBe('Gutter sizing.md'));
    expect(server.callsTo('GET /api/chat/session/s-1/export')[0]!.query.get('format')).toBe('md');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Download Markdown' })).toBeNull());
  });

  it('says so when the download fails', async () => {
    const { user } = renderActions({
      'GET /api/chat/session/s-1/export': problem(
        404,
        'CONVERSATION.NOT_FOUND',
        'Could not load conversation.',
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('button', { name: 'Download Markdown' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The conversation could not be downloaded.');
  });

  it('Export > Print / Save as PDF opens the browser print dialog; Escape closes the menu', async () => {
    const print = jest.fn();
    Object.assign(window, { print });
    const { user } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('button', { name: 'Print / Save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Export' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus();
  });

  it('Share shows the link, copies it, stops sharing, and can share again', async () => {
    const { server, user, view } = renderActions();
    // After userEvent.setup(), which installs a clipboard of its own.
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share conversation' });
    const link = await within(dialog).findByRole('textbox', { name: 'Read-only link' });
    expect(link).toHaveValue(`http://localhost/share/${TOKEN}`);
    expect(await seriousAxeViolations(view.container)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`http://localhost/share/${TOKEN}`);
    expect(within(dialog).getByText('Link copied.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    expect(
      await within(dialog).findByText('Sharing stopped. The link no longer opens this conversation.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(server.callsTo(STOP)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Share again' }));
    await within(dialog).findByRole('textbox', { name: 'Read-only link' });
    expect(server.callsTo(SHARE)).toHaveLength(2);
  });

  it('keeps keyboard focus in the dialog, closes on Escape and returns focus to Share', async () => {
    const { user } = renderActions();
    const share = screen.getByRole('button', { name: 'Share' });
    await user.click(share);
    const dialog = await screen.findByRole('dialog', { name: 'Share conversation' });
    await within(dialog).findByRole('textbox', { name: 'Read-only link' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(share).toHaveFocus();
  });

  it('shows why the link could not be made and offers Try again', async () => {
    let calls = 0;
    const { user } = renderActions({
      [SHARE]: () =>
        ++calls === 1
          ? problem(404, 'CONVERSATION.NOT_FOUND', 'Could not load conversation. Please try again.')
          : { body: { url: `/share/${TOKEN}`, token: TOKEN, position: 7 } },
    });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share conversation' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not load conversation. Please try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByRole('textbox', { name: 'Read-only link' });
  });
});
