import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createEventStore } from '@buildmentor/event-store';
import { buildPdf } from '@buildmentor/knowledge/testing';
import { startProduct } from '@buildmentor/test-harness';
import { nowMs, percentile, round, sleep } from './stats';

const WORDS = [
  'gutter',
  'membrane',
  'balustrade',
  'sprinkler',
  'handrail',
  'footing',
  'cladding',
  'acoustic',
  'egress',
  'hydrant',
  'lintel',
  'bracing',
];

/**
 * A PDF of about `megabytes`, shaped like a real specification: each page has a screenful of
 * prose plus vector drawing (which takes bytes but yields no text), and a unique marker on the
 * last page to search for.
 */
function largePdf(megabytes: number, marker: string): Buffer {
  const prose =
    'The contractor shall verify every gutter overflow, membrane upturn and handrail fixing before handover.';
  const drawing = Array.from(
    { length: 160 },
    (_, i) => `${72 + (i % 40) * 12} ${100 + i * 3} m ${80 + (i % 40) * 12} ${110 + i * 3} l S`,
  ).join('\n');
  const pageCount = Math.ceil((megabytes * 1024 * 1024) / 5200);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const kids: string[] = [];
  for (let p = 0; p < pageCount; p++) {
    const lines = Array.from({ length: 14 }, () => `(${prose}) Tj T*`);
    if (p === pageCount - 1) lines.push(`(${marker} appears only here.) Tj T*`);
    const ops = `${drawing}\nBT /F1 10 Tf 12 TL 72 720 Td ${lines.join(' ')} ET`;
    const pageObj = objects.length + 1;
    kids.push(`${pageObj} 0 R`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageObj + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${ops.length} >>\nstream\n${ops}\nendstream`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pageCount} >>`;
  return buildPdf(objects);
}

/**
 * Knowledge banks: (1) upload-to-searchable for a 5 MB PDF through the real API, extraction
 * worker and projector; (2) search latency over 1,000 indexed documents (a quarter of them
 * community content) via HTTP, with the visibility filter every search carries.
 */
export async function knowledgeBench(documents = 1000, searches = 200) {
  const product = await startProduct({ STATIC_DIR: '' });
  try {
    const signIn = (await (
      await fetch(`${product.url}/api/auth/demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench.knowledge@example.com' }),
      })
    ).json()) as { token: string; user: { uid: string } };
    const auth = { authorization: `Bearer ${signIn.token}` };
    const search = async (query: string) => {
      const response = await fetch(`${product.url}/api/knowledge/search?query=${encodeURIComponent(query)}`, {
        headers: auth,
      });
      return ((await response.json()) as { results: unknown[] }).results;
    };

    const marker = 'QUOKKAMARKER';
    const pdf = largePdf(5, marker);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'large-spec.pdf');
    const started = nowMs();
    const upload = await fetch(`${product.url}/api/knowledge/upload-personal`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    if (!upload.ok) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
    const uploadedMs = nowMs() - started;
    for (const deadline = Date.now() + 120_000; (await search(marker)).length === 0; await sleep(50)) {
      if (Date.now() > deadline) throw new Error('the 5 MB PDF never became searchable');
    }
    const searchableMs = nowMs() - started;

    // The other documents are recorded straight into the log (upload and extraction events, as
    // the API writes them) so the measurement is the index and the query, not 1,000 extractions.
    const eventStore = createEventStore({ kind: 'sqlite', filename: join(product.dataDir, 'events.sqlite') });
    const meta = {
      userId: signIn.user.uid,
      correlationId: 'bench',
      causationId: 'bench',
      at: new Date().toISOString(),
      schemaVersion: 1,
    };
    let head = 0;
    for (let n = 0; n < documents - 1; n++) {
      const documentId = randomUUID();
      const text = `Note ${n}: ${WORDS[n % WORDS.length]} detail for level ${n % 17}. ${WORDS[(n * 7) % WORDS.length]} checks and ${WORDS[(n * 3) % WORDS.length]} inspection.`;
      const base = { documentId, userId: signIn.user.uid };
      const result = await eventStore.append(
        `document-${documentId}`,
        [
          {
            id: randomUUID(),
            type: 'DocumentUploaded',
            data: {
              ...base,
              scope: n % 4 === 0 ? 'community' : 'personal',
              filename: `note-${n}.txt`,
              contentType: 'text/plain',
              sizeBytes: text.length,
              sha256: '0'.repeat(64),
              blobKey: `${documentId}.txt`,
              tags: [],
              partnerId: null,
              partnerName: n % 4 === 0 ? 'Bench Partner Pty Ltd' : null,
            },
            metadata: meta,
          },
          {
            id: randomUUID(),
            type: 'DocumentTextExtracted',
            data: {
              ...base,
              pages: [{ page: 1, text }],
              charCount: text.length,
              extractor: 'plain',
              filename: `note-${n}.txt`,
              scope: n % 4 === 0 ? 'community' : 'personal',
              partnerName: n % 4 === 0 ? 'Bench Partner Pty Ltd' : null,
            },
            metadata: meta,
          },
        ],
        'no_stream',
      );
      head = result.position;
    }
    await eventStore.close();
    const status = async () =>
      ((await (await fetch(`${product.url}/api/status`)).json()) as { projector: { checkpoint: number } })
        .projector.checkpoint;
    for (const deadline = Date.now() + 300_000; (await status()) < head; await sleep(100)) {
      if (Date.now() > deadline) throw new Error('the projector never indexed the documents');
    }
    const latencies: number[] = [];
    for (let i = 0; i < searches; i++) {
      const query = `${WORDS[i % WORDS.length]} ${WORDS[(i * 5) % WORDS.length]}`;
      const t0 = nowMs();
      await search(query);
      latencies.push(nowMs() - t0);
    }
    return {
      uploadToSearchable5MbPdf: {
        pdfBytes: pdf.length,
        uploadResponseMs: round(uploadedMs, 1),
        searchableMs: round(searchableMs, 1),
      },
      search: {
        documents,
        queries: searches,
        p50Ms: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
      },
    };
  } finally {
    await product.stop();
  }
}
