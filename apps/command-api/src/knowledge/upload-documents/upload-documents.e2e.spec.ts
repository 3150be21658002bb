import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildDocx, textPdf, windowsExecutable } from '@buildmentor/knowledge/testing';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DocumentProcessor } from '../document-processor.service';

jest.setTimeout(90_000);

describe('personal uploads (HTTP, real stores, real extraction worker)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const idle = () => t.app.get(DocumentProcessor).whenIdle();
  const typesOf = async (documentId: string) =>
    (await t.eventStore.readStream(`document-${documentId}`)).map((e) => e.type);

  it('stores a PDF and a DOCX, extracts their text in the worker, and lists them as ready', async () => {
    const { token } = await t.signIn({ email: 'uploader@firm.com.au' });
    const response = await t.http
      .post('/api/knowledge/upload-personal')
      .set('Authorization', `Bearer ${token}`)
      .attach('file', textPdf(['Fire doors in Class 2 need a -/60/30 rating.']), 'doors.pdf')
      .attach('file', buildDocx(['Box gutters need an overflow path.']), 'gutters.docx')
      .field('tags', 'fire, hydraulics')
      .expect(200);
    expect(response.body).toMatchObject({
      message: 'Successfully uploaded 2 file(s)',
      success_count: 2,
      error_count: 0,
      errors: [],
    });
    await idle();
    const [pdf, docx] = response.body.results as Array<{ document_id: string }>;
    expect(await typesOf(pdf!.document_id)).toEqual(['DocumentUploaded', 'DocumentTextExtracted']);
    const extracted = (await t.eventStore.readStream(`document-${docx!.document_id}`))[1]!.data as {
      pages: Array<{ text: string }>;
    };
    expect(extracted.pages[0]!.text).toContain('Box gutters need an overflow path.');
    const head = await t.eventStore.headPosition();
    const list = await t.http
      .get('/api/knowledge/personal-documents')
      .set({ Authorization: `Bearer ${token}`, 'X-Min-Position': String(head) })
      .expect(200);
    expect(
      list.body.documents.map((d: { name: string; status: string }) => [d.name, d.status]).sort(),
    ).toEqual([
      ['doors.pdf', 'ready'],
      ['gutters.docx', 'ready'],
    ]);
  });

  it('answers 415 to an executable named .pdf and 413 to a file over 10 MB, appending nothing', async () => {
    const { token } = await t.signIn({ email: 'attacker@firm.com.au' });
    const head = await t.eventStore.headPosition();
    const blobs = readdirSync(join(t.dataDir, 'blobs')).length;
    const exe = await t.http
      .post('/api/knowledge/upload-personal')
      .set('Authorization', `Bearer ${token}`)
      .attach('file', windowsExecutable(), 'report.pdf')
      .expect(415);
    expect(exe.headers['content-type']).toContain('application/problem+json');
    expect(exe.body.detail).toMatch(/^Upload failed: report\.pdf: /);
    const big = await t.http
      .post('/api/knowledge/upload-personal')
      .set('Authorization', `Bearer ${token}`)
      .attach('file', Buffer.from('fits\n'), 'small.txt')
      .attach('file', Buffer.alloc(10 * 1024 * 1024 + 1, 0x41), 'big.txt')
      .expect(413);
    expect(big.body).toMatchObject({
      status: 413,
      code: 'UPLOAD.TOO_LARGE',
      detail: 'Upload failed: big.txt: This file is larger than the 10 MB limit.',
    });
    // Streamed into the blob store as they arrived: the partial big file and the small one before it are gone again.
    expect(readdirSync(join(t.dataDir, 'blobs'))).toHaveLength(blobs);
    await t.http
      .post('/api/knowledge/upload-personal')
      .set('Authorization', `Bearer ${token}`)
      .field('tags', 'x')
      .expect(400);
    expect(await t.eventStore.headPosition()).toBe(head);
    await t.http.get('/api/status').expect(200);
  });

  it('keeps the good file when another in the same upload is refused', async () => {
    const { token } = await t.signIn({ email: 'mixed@firm.com.au' });
    const response = await t.http
      .post('/api/knowledge/upload-personal')
      .set('Authorization', `Bearer ${token}`)
      .attach('file', Buffer.from('Plain notes about waterproofing.\n'), 'notes.txt')
      .attach('file', windowsExecutable(), 'setup.exe')
      .expect(200);
    expect(response.body).toMatchObject({
      message: 'Uploaded 1 file(s), 1 failed',
      success_count: 1,
      error_count: 1,
    });
    expect(response.body.results[1]).toMatchObject({ filename: 'setup.exe', success: false });
    await idle();
  });

  it('keeps a personal document private: others get 404 for it, the owner can download and delete it', async () => {
    const owner = await t.signIn({ email: 'owner@firm.com.au' });
    const other = await t.signIn({ email: 'nosy@firm.com.au' });
    const upload = await t.http
      .post('/api/knowledge/upload-personal')
      .set('Authorization', `Bearer ${owner.token}`)
      .attach('file', Buffer.from('CANARY-7f3 private site notes'), 'private notes.txt')
      .expect(200);
    const id = upload.body.results[0].document_id as string;
    await idle();
    await t.http
      .get(`/api/knowledge/documents/${id}/download`)
      .set('Authorization', `Bearer ${other.token}`)
      .expect(404);
    await t.http
      .delete(`/api/knowledge/documents/${id}`)
      .set('Authorization', `Bearer ${other.token}`)
      .expect(404);
    const download = await t.http
      .get(`/api/knowledge/documents/${id}/download`)
      .set('Authorization', `Bearer ${owner.token}`)
      .expect(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['content-disposition']).toContain('private');
    expect(download.text).toBe('CANARY-7f3 private site notes');
    const otherList = await t.http
      .get('/api/knowledge/personal-documents')
      .set({
        Authorization: `Bearer ${other.token}`,
        'X-Min-Position': String(await t.eventStore.headPosition()),
      })
      .expect(200);
    expect(JSON.stringify(otherList.body)).not.toContain(id);
    const deleted = await t.http
      .delete(`/api/knowledge/documents/${id}`)
      .set('Authorization', `Bearer ${owner.token}`)
      .expect(200);
    const list = await t.http
      .get('/api/knowledge/personal-documents')
      .set({ Authorization: `Bearer ${owner.token}`, 'X-Min-Position': String(deleted.body.position) })
      .expect(200);
    expect(list.body.documents).toEqual([]);
    await t.http
      .get(`/api/knowledge/documents/${id}/download`)
      .set('Authorization', `Bearer ${owner.token}`)
      .expect(404);
  });

  it('refuses community uploads until partner approval exists, keeping none of the bytes', async () => {
    const { token } = await t.signIn();
    const before = readdirSync(join(t.dataDir, 'blobs')).length;
    await t.http
      .post('/api/knowledge/upload-document')
      .set('Authorization', `Bearer ${token}`)
      .field('upload_type', 'community')
      .attach('file', Buffer.from('x'), 'a.txt')
      .expect(403);
    await t.http
      .post('/api/knowledge/upload-personal')
      .set('Authorization', `Bearer ${token}`)
      .field('tags', 'x'.repeat(600))
      .attach('file', Buffer.from('x'), 'a.txt')
      .expect(400);
    expect(readdirSync(join(t.dataDir, 'blobs'))).toHaveLength(before);
  });
});
