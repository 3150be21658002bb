import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { MAX_CONCURRENT_UPLOADS_PER_USER, STORAGE_QUOTA_BYTES } from '@buildmentor/contracts';
import { malformedPdf, minimalJpeg, paddedText, textPdf } from '@buildmentor/knowledge/testing';
import { libraryDecider } from '@buildmentor/domain';
import { DeciderRunner } from '../../shared/decider-runner';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DocumentProcessor } from '../document-processor.service';
import { UploadSlots } from './upload-slots';

jest.setTimeout(120_000);

const MB = 1024 * 1024;
const NEAR_LIMIT = Math.round(9.9 * MB);

/** Issue 15 points 5 and 10: storage quotas, uploads in flight per user, and exactly the accepted types. */
describe('upload limits (HTTP, real stores)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const idle = () => t.app.get(DocumentProcessor).whenIdle();
  /** Everything in the blob folder, temporary files ('.'-prefixed) included. */
  const blobEntries = () =>
    existsSync(join(t.dataDir, 'blobs')) ? readdirSync(join(t.dataDir, 'blobs')) : [];
  const blobFiles = () => blobEntries().filter((name) => !name.startsWith('.'));
  const storage = async (token: string) =>
    (
      await t.http
        .get('/api/knowledge/storage')
        .set({
          Authorization: `Bearer ${token}`,
          'X-Min-Position': String(await t.eventStore.headPosition()),
        })
        .expect(200)
    ).body as { used_bytes: number; limit_bytes: number; tier: string };
  const uploadOf = (token: string, files: Array<[Buffer, string]>) => {
    let request = t.http.post('/api/knowledge/upload-personal').set('Authorization', `Bearer ${token}`);
    for (const [bytes, name] of files) request = request.attach('file', bytes, name);
    return request;
  };

  it('accepts exactly PDF, DOC, DOCX, TXT, PNG and JPEG by name and bytes: no extension, or another one, is 415', async () => {
    const { token } = await t.signIn({ email: 'types@firm.com.au' });
    const head = await t.eventStore.headPosition();
    for (const name of ['notes', 'notes.md', 'notes.csv', 'notes.', '.txt']) {
      const refused = await uploadOf(token, [[Buffer.from('Stud spacing 450 mm.\n'), name]]).expect(415);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.body.detail).toBe(
        `Upload failed: ${name}: This file type is not supported. Upload a PDF, Word document (DOC or DOCX), text file or image (PNG or JPEG).`,
      );
    }
    await uploadOf(token, [[textPdf(['x']), 'drawing']]).expect(415);
    expect(await t.eventStore.headPosition()).toBe(head);
    const accepted = await uploadOf(token, [
      [minimalJpeg(), 'site.jpeg'],
      [minimalJpeg(), 'SITE.JPG'],
      [Buffer.from('Stud spacing 450 mm.\n'), 'notes.TXT'],
    ]).expect(200);
    expect(accepted.body).toMatchObject({ success_count: 3, error_count: 0 });
    await idle();
  });

  it(`keeps at most ${MAX_CONCURRENT_UPLOADS_PER_USER} uploads per user in flight: the next gets 429 with Retry-After, others are unaffected`, async () => {
    const { token, uid } = await t.signIn({ email: 'eager@firm.com.au' });
    const other = await t.signIn({ email: 'patient@firm.com.au' });
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const { port } = server.address() as AddressInfo;
    // Requests whose file is still arriving: headers and the first bytes sent, the rest held back.
    const open = Array.from({ length: MAX_CONCURRENT_UPLOADS_PER_USER }, () => startUpload(port, token));
    const slots = t.app.get(UploadSlots);
    while (slots.inFlight(uid) < MAX_CONCURRENT_UPLOADS_PER_USER)
      await new Promise((tick) => setTimeout(tick, 10));

    const refused = await uploadOf(token, [[Buffer.from('one more\n'), 'more.txt']]).expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.body).toMatchObject({
      status: 429,
      code: 'UPLOAD.TOO_MANY_IN_FLIGHT',
      detail: `You already have ${MAX_CONCURRENT_UPLOADS_PER_USER} uploads in progress. Wait for one to finish, then try again.`,
    });
    await uploadOf(other.token, [[Buffer.from('someone else\n'), 'other.txt']]).expect(200);

    const finished = await Promise.all(open.map((upload) => upload.finish()));
    expect(finished.map((r) => r.status)).toEqual(open.map(() => 200));
    expect(slots.inFlight(uid)).toBe(0);
    await uploadOf(token, [[Buffer.from('now there is room\n'), 'later.txt']]).expect(200);
    await idle();
  });

  it('keeps no partial blob and frees the slot when a client goes away mid-file', async () => {
    const { token, uid } = await t.signIn({ email: 'flaky@firm.com.au' });
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const { port } = server.address() as AddressInfo;
    const slots = t.app.get(UploadSlots);
    const before = blobEntries().length;
    const upload = startUpload(port, token);
    upload.request.on('error', () => undefined);
    // The first bytes are being written to a temporary blob when the client disappears.
    while (blobEntries().length === before) await new Promise((tick) => setTimeout(tick, 10));
    expect(blobEntries().filter((name) => name.startsWith('.'))).toHaveLength(1);
    expect(slots.inFlight(uid)).toBe(1);
    upload.request.destroy();
    while (slots.inFlight(uid) > 0) await new Promise((tick) => setTimeout(tick, 10));
    // The temporary file of the interrupted blob is removed as the failure unwinds.
    for (let i = 0; i < 100 && blobEntries().length !== before; i++)
      await new Promise((tick) => setTimeout(tick, 20));
    expect(blobEntries()).toHaveLength(before);
    expect(await t.eventStore.readStream(`library-${uid}`)).toEqual([]);
  });

  it('refuses a file over the storage quota with 413 naming the limit, appends and keeps nothing for it, and a delete frees the space', async () => {
    const { token } = await t.signIn({ email: 'hoarder@firm.com.au' });
    const limit = STORAGE_QUOTA_BYTES.demo;
    expect(await storage(token)).toEqual({ used_bytes: 0, limit_bytes: limit, tier: 'demo' });
    const five = Array.from({ length: 5 }, (_, i): [Buffer, string] => [
      paddedText(NEAR_LIMIT),
      `plan-${i}.txt`,
    ]);
    const filled = await uploadOf(token, five).expect(200);
    expect(filled.body).toMatchObject({ success_count: 5, error_count: 0 });
    expect((await storage(token)).used_bytes).toBe(5 * NEAR_LIMIT);

    const head = await t.eventStore.headPosition();
    const blobs = blobFiles().length;
    const refused = await uploadOf(token, [[paddedText(MB), 'one-more.txt']]).expect(413);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.body).toMatchObject({ status: 413, code: 'UPLOAD.STORAGE_FULL' });
    expect(refused.body.detail).toBe(
      "Upload failed: one-more.txt: Not enough storage for this file (1 MB): 49.5 MB of your plan's 50 MB is used. Delete documents or upgrade your plan for more space.",
    );
    expect(await t.eventStore.headPosition()).toBe(head);
    expect(blobFiles()).toHaveLength(blobs);

    await idle();
    const first = filled.body.results[0].document_id as string;
    await t.http
      .delete(`/api/knowledge/documents/${first}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect((await storage(token)).used_bytes).toBe(4 * NEAR_LIMIT);
    expect(blobFiles()).toHaveLength(blobs - 1);
    await uploadOf(token, [[paddedText(MB), 'one-more.txt']]).expect(200);
    expect((await storage(token)).used_bytes).toBe(4 * NEAR_LIMIT + MB);
    await idle();
  });

  it('gives back the storage of a file extraction rejects, and keeps none of its bytes', async () => {
    const { token } = await t.signIn({ email: 'unlucky@firm.com.au' });
    const blobs = blobFiles().length;
    const upload = await uploadOf(token, [[malformedPdf(), 'broken.pdf']]).expect(200);
    expect((await storage(token)).used_bytes).toBe(malformedPdf().length);
    await idle();
    const id = upload.body.results[0].document_id as string;
    const list = await t.http
      .get('/api/knowledge/personal-documents')
      .set({ Authorization: `Bearer ${token}`, 'X-Min-Position': String(await t.eventStore.headPosition()) })
      .expect(200);
    expect(list.body.documents).toEqual([expect.objectContaining({ id, status: 'rejected' })]);
    expect((await storage(token)).used_bytes).toBe(0);
    expect(blobFiles()).toHaveLength(blobs);
    await t.http
      .get(`/api/knowledge/documents/${id}/download`)
      .set('Authorization', `Bearer ${token}`)
      .expect(404);
    // Deleting the rejected entry gives nothing back twice.
    await t.http.delete(`/api/knowledge/documents/${id}`).set('Authorization', `Bearer ${token}`).expect(200);
    expect((await storage(token)).used_bytes).toBe(0);
  });

  it('never lets parallel uploads together exceed the quota', async () => {
    const { token, uid } = await t.signIn({ email: 'racer@firm.com.au' });
    const three = (tag: string) =>
      Array.from({ length: 3 }, (_, i): [Buffer, string] => [paddedText(NEAR_LIMIT), `${tag}-${i}.txt`]);
    const responses = await Promise.all([uploadOf(token, three('a')), uploadOf(token, three('b'))]);
    const results = responses.flatMap((r) => r.body.results as Array<{ success: boolean; error?: string }>);
    // 6 x 9.9 MB offered, 50 MB allowed: exactly 5 fit, whichever request each came in.
    expect(results.filter((r) => r.success)).toHaveLength(5);
    expect(results.filter((r) => !r.success).map((r) => r.error)).toEqual([
      expect.stringMatching(/^Not enough storage for this file \(9\.9 MB\)/),
    ]);
    const reserved = (await t.eventStore.readStream(`library-${uid}`)).filter(
      (e) => e.type === 'StorageReserved',
    );
    expect(reserved).toHaveLength(5);
    expect((await storage(token)).used_bytes).toBe(5 * NEAR_LIMIT);
    await idle();
  });

  it('is exact under many writers: 30 reservations of 9.9 MB racing on one library stream, 5 fit in 50 MB', async () => {
    // More writers than one user's uploads can be in one API instance: as if from several instances.
    const runner = t.app.get(DeciderRunner);
    const uid = 'racing-instances';
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        runner.run(
          libraryDecider,
          `library-${uid}`,
          {
            type: 'ReserveStorage',
            data: {
              userId: uid,
              documentId: `d${i}`,
              bytes: NEAR_LIMIT,
              limitBytes: STORAGE_QUOTA_BYTES.demo,
            },
          },
          { actorId: uid, correlationId: `c${i}`, causationId: `r${i}`, at: new Date() },
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    expect(
      outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason.code),
    ).toEqual(Array(25).fill('UPLOAD.STORAGE_FULL'));
    const events = await t.eventStore.readStream(`library-${uid}`);
    expect(events.map((e) => e.type)).toEqual(Array(5).fill('StorageReserved'));
  });
});

/** Starts a multipart upload and holds back the end of the file until `finish()`. */
function startUpload(
  port: number,
  token: string,
): { request: ClientRequest; finish(): Promise<{ status: number }> } {
  const boundary = `----bm${Math.random().toString(16).slice(2)}`;
  let resolveResponse: (value: { status: number }) => void;
  const response = new Promise<{ status: number }>((resolve) => (resolveResponse = resolve));
  const request = httpRequest(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/knowledge/upload-personal',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
      },
    },
    (res) => {
      res.resume();
      res.on('end', () => resolveResponse({ status: res.statusCode ?? 0 }));
    },
  );
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.txt"\r\nContent-Type: text/plain\r\n\r\nThe first part of a slow upload.\n`,
  );
  return {
    request,
    finish() {
      request.end(`The rest of it.\n\r\n--${boundary}--\r\n`);
      return response;
    },
  };
}
