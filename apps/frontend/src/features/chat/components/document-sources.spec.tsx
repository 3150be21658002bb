import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AnswerCards } from '../../../components/answer/answer-cards';
import { installFetch } from '../../../testing/fetch-mock';
import { v2Answer } from '../../../testing/fixtures';
import { renderDocumentSources } from './document-sources';

describe('the chat answer sources', () => {
  it('opens a cited document at the cited page', async () => {
    const { callsTo } = installFetch({
      'GET /api/knowledge/documents/doc-7/download': { status: 200, body: '%PDF-1.4 bytes' },
    });
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/abc');
    URL.revokeObjectURL = jest.fn();
    render(
      <AnswerCards
        answer={v2Answer({ sources: [{ title: 'fit-out-spec.pdf', document_id: 'doc-7', page: 4 }] })}
        renderSources={renderDocumentSources}
      />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'fit-out-spec.pdf' }));

    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/abc#page=4'));
    expect(callsTo('GET /api/knowledge/documents/doc-7/download')).toHaveLength(1);
    open.mockRestore();
  });

  it('links a web source and shows the page and partner, like every answer', () => {
    render(
      <AnswerCards
        answer={v2Answer({
          sources: [
            { title: 'AS 1905.1', partner: 'Acme Doors', url: 'https://acme.example/as1905', page: 3 },
          ],
        })}
        renderSources={renderDocumentSources}
      />,
    );

    expect(screen.getByRole('link', { name: 'AS 1905.1' })).toHaveAttribute(
      'href',
      'https://acme.example/as1905',
    );
    const sources = screen.getByRole('heading', { name: 'Sources' }).parentElement as HTMLElement;
    expect(within(sources).getByRole('listitem')).toHaveTextContent('AS 1905.1, p. 3 by Acme Doors');
  });
});
