import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PersonalDocument, UploadResponse } from '@buildmentor/contracts';
import { deferred, installFetch, problem, type RouteHandler } from '../../../testing/fetch-mock';
import { seriousAxeViolations } from '../../../testing/axe';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PersonalDocuments } from './personal-documents';
import { PersonalUpload } from './personal-upload';

const MB = 1024 * 1024;

function file(name: string, size?: number, type = 'application/pdf'): File {
  const made = new File(['%PDF-1.4 some text'], name, { type });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
}

function doc(overrides: Partial<PersonalDocument> = {}): PersonalDocument {
  return {
    id: 'doc-1',
    name: 'fire-doors.pdf',
    content_type: 'application/pdf',
    size_bytes: 2048,
    status: 'ready',
    uploaded_at: '2025-03-05T01:00:00.000Z',
    rejection_reason: null,
    ...overrides,
  };
}

function uploaded(
  names: string[],
  position = 40,
  failed: { filename: string; error: string }[] = [],
): UploadResponse {
  return {
    message: `Successfully uploaded ${names.length} file(s)`,
    results: [
      ...names.map((filename, i) => ({
        filename,
        success: true,
        document_id: `new-${i}`,
        message: 'Uploaded; extracting text',
      })),
      ...failed.map((f) => ({ ...f, success: false })),
    ],
    errors: failed.map((f) => `${f.filename}: ${f.error}`),
    success_count: names.length,
    error_count: failed.length,
    position,
  };
}

function renderBank(
  routes: Record<string, RouteHandler> = {},
  { fakeTimers = false, applyAccept = true } = {},
) {
  if (fakeTimers) jest.useFakeTimers();
  const server = installFetch({
    'GET /api/knowledge/personal-documents': { body: { documents: [] } },
    ...routes,
  });
  const user = userEvent.setup({
    applyAccept,
    ...(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}),
  });
  renderWithProviders(
    <>
      <PersonalUpload />
      <PersonalDocuments />
    </>,
  );
  return { server, user };
}

const picker = () => screen.getByLabelText('Choose Files');
const progress = () => screen.getByRole('progressbar', { name: 'Upload progress' });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('Personal Knowledge Bank: list', () => {
  it('shows loading, then the empty message', async () => {
    const list = deferred();
    renderBank({ 'GET /api/knowledge/personal-documents': list.handler });

    expect(screen.getByRole('status')).toHaveTextContent('Loading your documents...');
    list.release({ body: { documents: [] } });
    expect(await screen.findByText('No documents uploaded yet')).toBeInTheDocument();
  });

  it('lists documents with a Private badge, size, status, and a name fallback', async () => {
    renderBank({
      'GET /api/knowledge/personal-documents': {
        body: {
          documents: [
            doc(),
            doc({ id: 'doc-2', name: '', status: 'rejected' }),
            doc({ id: 'doc-3', name: 'gutters.docx', status: 'processing' }),
          ],
        },
      },
    });

    const list = await screen.findByRole('list', { name: 'Your documents' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('fire-doors.pdf');
    expect(within(items[0]!).getByText('Private')).toHaveClass('badge');
    expect(items[0]).toHaveTextContent('2 KB');
    expect(items[0]).toHaveTextContent('Ready');
    expect(items[1]).toHaveTextContent('Document 2');
    expect(items[1]).toHaveTextContent(/Rejected/);
    expect(items[2]).toHaveTextContent('Processing...');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('polls every 2 s while a document is processing, until it is ready', async () => {
    let reads = 0;
    renderBank(
      {
        'GET /api/knowledge/personal-documents': () => {
          reads += 1;
          return { body: { documents: [doc({ status: reads < 2 ? 'processing' : 'ready' })] } };
        },
      },
      { fakeTimers: true },
    );

    expect(await screen.findByText('Processing...')).toBeInTheDocument();
    advance(2000);
    expect(await screen.findByText('Ready')).toBeInTheDocument();
    advance(6000);
    expect(reads).toBe(2);
  });

  it('deletes a document after confirmation and refetches the list', async () => {
    let documents = [doc()];
    const { server, user } = renderBank({
      'GET /api/knowledge/personal-documents': () => ({ body: { documents } }),
      'DELETE /api/knowledge/documents/doc-1': () => {
        documents = [];
        return { body: { success: true, position: 77 } };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete fire-doors.pdf' }));
    expect(screen.getByText('Delete this document?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm delete fire-doors.pdf' }));

    expect(await screen.findByText('No documents uploaded yet')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/knowledge/documents/doc-1')).toHaveLength(1);
    expect(server.callsTo('GET /api/knowledge/personal-documents').at(-1)!.headers['X-Min-Position']).toBe(
      '77',
    );
  });

  it('cancels a delete without calling the server', async () => {
    const { server, user } = renderBank({
      'GET /api/knowledge/personal-documents': { body: { documents: [doc()] } },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete fire-doors.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Delete fire-doors.pdf' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('downloads through an authorised fetch saved as a file', async () => {
    const createObjectURL = jest.fn(() => 'blob:doc');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { server, user } = renderBank({
      'GET /api/knowledge/personal-documents': { body: { documents: [doc()] } },
      'GET /api/knowledge/documents/doc-1/download': { body: 'file bytes' },
    });

    await user.click(await screen.findByRole('button', { name: 'Download fire-doors.pdf' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.callsTo('GET /api/knowledge/documents/doc-1/download')).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('fire-doors.pdf');
  });
});

describe('Personal Knowledge Bank: upload', () => {
  it('accepts several documents and images, and states the 10MB maximum', () => {
    renderBank();

    expect(picker()).toHaveAttribute('multiple');
    expect(picker()).toHaveAttribute('accept', '.pdf,.doc,.docx,.txt,.png,.jpg,.jpeg');
    expect(screen.getByText(/Maximum 10MB per file/)).toBeInTheDocument();
    expect(screen.getByText(/Drag and drop files here/)).toBeInTheDocument();
  });

  it('steps progress by 15 every 500 ms up to 85, jumps to 100, then clears the message after 3 s', async () => {
    const reply = deferred();
    const { server, user } = renderBank(
      { 'POST /api/knowledge/upload-personal': reply.handler },
      { fakeTimers: true },
    );

    await user.upload(picker(), [file('a.pdf'), file('b.docx', 10 * MB)]);

    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Uploading...')).toBeInTheDocument();
    const seen: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      advance(500);
      seen.push(progress().getAttribute('aria-valuenow')!);
    }
    expect(seen).toEqual(['15', '30', '45', '60', '75', '85', '85', '85']);

    reply.release({ body: uploaded(['a.pdf', 'b.docx'], 141) });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Successfully uploaded 2 document(s) to your Personal Knowledge Bank',
    );
    expect(progress()).toHaveAttribute('aria-valuenow', '100');

    const sent = server.callsTo('POST /api/knowledge/upload-personal')[0]!.body as FormData;
    expect((sent.getAll('file') as File[]).map((f) => f.name)).toEqual(['a.pdf', 'b.docx']);
    expect(sent.get('tags')).toBe('');
    // The list is read again, waiting for the upload's position (the client keeps the highest seen).
    await waitFor(() =>
      expect(server.callsTo('GET /api/knowledge/personal-documents').at(-1)!.headers['X-Min-Position']).toBe(
        '141',
      ),
    );

    advance(2999);
    expect(screen.getByText(/Successfully uploaded 2/)).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText(/Successfully uploaded 2/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's detail when every file fails, and clears it after 3 s", async () => {
    const detail =
      "Upload failed: a.pdf: This file's contents do not match its name. Check it is the document you meant to upload.";
    const { user } = renderBank(
      { 'POST /api/knowledge/upload-personal': problem(415, 'UPLOAD.UNSUPPORTED_TYPE', detail) },
      { fakeTimers: true },
    );

    await user.upload(picker(), [file('a.pdf')]);

    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    advance(3000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Upload failed' when the server gives no detail", async () => {
    const { user } = renderBank({
      'POST /api/knowledge/upload-personal': { status: 502, body: { oops: true } },
    });

    await user.upload(picker(), [file('a.pdf')]);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Upload failed$/);
  });

  it('refuses a file over 10 MB in the browser, without sending it', async () => {
    const { server, user } = renderBank();

    await user.upload(picker(), [file('huge-drawings.pdf', 10 * MB + 1)]);

    const failures = await screen.findByText('Not uploaded:');
    expect(failures.parentElement).toHaveTextContent(
      'huge-drawings.pdf: This file is larger than the 10MB limit, so it was not uploaded.',
    );
    expect(screen.getByText(/^Upload failed$/)).toBeInTheDocument();
    expect(server.callsTo('POST /api/knowledge/upload-personal')).toHaveLength(0);
  });

  it('refuses a file without an extension, or with one outside the list, in the browser', async () => {
    const { server, user } = renderBank({}, { applyAccept: false });

    await user.upload(picker(), [file('site-notes', 100, 'text/plain'), file('notes.md', 100, 'text/plain')]);

    const failures = await screen.findByText('Not uploaded:');
    expect(failures.parentElement).toHaveTextContent('site-notes: This file type is not supported.');
    expect(failures.parentElement).toHaveTextContent('notes.md: This file type is not supported.');
    expect(server.callsTo('POST /api/knowledge/upload-personal')).toHaveLength(0);
  });

  it('sends the acceptable files and lists the refused and the failed ones per file', async () => {
    const { server, user } = renderBank(
      {
        'POST /api/knowledge/upload-personal': {
          body: uploaded(['spec.pdf'], 142, [
            {
              filename: 'scan.png',
              error:
                'This file type is not supported. Upload a PDF, Word document (DOC or DOCX), text file or image (PNG or JPEG).',
            },
          ]),
        },
      },
      { applyAccept: false },
    );

    await user.upload(picker(), [
      file('spec.pdf'),
      file('huge.pdf', 11 * MB),
      file('setup.exe'),
      file('scan.png', 10, 'image/png'),
    ]);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Successfully uploaded 1 document(s) to your Personal Knowledge Bank',
    );
    const sent = server.callsTo('POST /api/knowledge/upload-personal')[0]!.body as FormData;
    expect((sent.getAll('file') as File[]).map((f) => f.name)).toEqual(['spec.pdf', 'scan.png']);
    const failures = within(screen.getByText('Not uploaded:').parentElement!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(failures).toEqual([
      'huge.pdf: This file is larger than the 10MB limit, so it was not uploaded.',
      expect.stringMatching(/^setup\.exe: This file type is not supported/),
      expect.stringMatching(/^scan\.png: This file type is not supported/),
    ]);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Not uploaded:')).not.toBeInTheDocument();
  });
});
