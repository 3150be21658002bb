import { textPdf } from '@buildmentor/knowledge/testing';
import { MESSAGES, wholeConversation } from '@buildmentor/read-models';
import { ReadModels } from '../infrastructure/read-models.service';
import { DocumentProcessor } from '../knowledge/document-processor.service';
import { startTestApp, type TestApp, auth } from '../testing/test-app';

jest.setTimeout(120_000);

/** Export a conversation as Markdown, share it through a read-only link, revoke it (issue 20.5). */
describe('export and share a conversation (HTTP, real stores, real projector)', () => {
  let t: TestApp;
  let owner: { token: string; uid: string };
  let other: { token: string; uid: string };
  let admin: { token: string; uid: string };
  let sessionId: string;
  let askedPosition: number;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signIn({ email: 'sharer@firm.com.au' });
    other = await t.signIn({ email: 'nosy@firm.com.au' });
    admin = await t.signIn({ email: 'admin@buildmentor.test' });
    // An Enhanced answer that cites the owner's private document: the share must not name its id.
    await t.http
      .post('/api/knowledge/upload-personal')
      .set(auth(owner.token))
      .attach(
        'file',
        textPdf(['Intro.', 'Stair handrails in our office fit-out are set at 900 mm above the nosings.']),
        'fitout-spec.pdf',
      )
      .expect(200);
    await t.app.get(DocumentProcessor).whenIdle();
    const answer = await t.http
      .post('/api/chat/ask')
      .set({ ...auth(owner.token), 'X-Min-Position': String(await t.eventStore.headPosition()) })
      .send({ question: 'What handrail height does our fit-out spec use?', enhanced: true })
      .expect(200);
    expect(answer.body.sources[0]).toMatchObject({
      title: 'fitout-spec.pdf',
      document_id: expect.any(String),
    });
    sessionId = answer.body.session_id;
    askedPosition = answer.body.position;
  });
  afterAll(async () => {
    await t.close();
  });

  const typesSince = async (head: number) =>
    (await t.eventStore.readAll({ fromPosition: head })).map((event) => event.type);

  describe('GET /api/chat/session/{id}/export', () => {
    it('downloads the whole conversation as Markdown: title, question, the three parts, sources', async () => {
      const response = await t.http
        .get(`/api/chat/session/${sessionId}/export?format=md`)
        .set({ ...auth(owner.token), 'X-Min-Position': String(askedPosition) })
        .expect(200);
      expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="What handrail height does our fit-out spec use.md"; filename*=UTF-8''What%20handrail%20height%20does%20our%20fit-out%20spec%20use.md`,
      );
      const markdown = response.text;
      expect(
        markdown.startsWith(
          '# What handrail height does our fit-out spec use?\n\n_Exported from BuildMentor on ',
        ),
      ).toBe(true);
      expect(markdown).toContain('## Question 1');
      expect(markdown).toContain('> What handrail height does our fit-out spec use?');
      expect(markdown).toContain('#### Technical Answer');
      expect(markdown).toContain('900 mm');
      expect(markdown).toMatch(/#### Sources\n\n1\. fitout-spec\.pdf, p\. 2/);
    });

    it('is Markdown by default and refuses any other format with 400 and the field path', async () => {
      await t.http.get(`/api/chat/session/${sessionId}/export`).set(auth(owner.token)).expect(200);
      const bad = await t.http
        .get(`/api/chat/session/${sessionId}/export?format=pdf`)
        .set(auth(owner.token))
        .expect(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(bad.body.errors).toEqual([
        { path: 'query.format', message: 'The only export format is md (Markdown)' },
      ]);
    });

    it("answers 404 for someone else's conversation, an unknown one, and 401 signed out", async () => {
      const foreign = await t.http
        .get(`/api/chat/session/${sessionId}/export`)
        .set(auth(other.token))
        .expect(404);
      expect(foreign.body.detail).toBe('Could not load conversation. Please try again.');
      expect(foreign.text).not.toContain('handrail');
      await t.http.get('/api/chat/session/no-such-conversation/export').set(auth(owner.token)).expect(404);
      await t.http.get(`/api/chat/session/${sessionId}/export`).expect(401);
    });
  });

  describe('share, open signed out, revoke', () => {
    let token: string;
    let sharedPosition: number;

    it('shares: a read-only link with an unguessable token, recorded as ConversationShared', async () => {
      const head = await t.eventStore.headPosition();
      const shared = await t.http
        .post(`/api/chat/session/${sessionId}/share`)
        .set(auth(owner.token))
        .expect(200);
      token = shared.body.token;
      sharedPosition = shared.body.position;
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(shared.body.url).toBe(`/share/${token}`);
      const events = await t.eventStore.readAll({ fromPosition: head });
      expect(events.map((e) => [e.type, e.streamId])).toEqual([
        ['ConversationShared', `conversation-${sessionId}`],
      ]);
      expect(events[0]!.data).toEqual({ conversationId: sessionId, userId: owner.uid, token });
    });

    it('returns the same link when shared again, and appends nothing', async () => {
      const head = await t.eventStore.headPosition();
      const again = await t.http
        .post(`/api/chat/session/${sessionId}/share`)
        .set(auth(owner.token))
        .expect(200);
      expect(again.body.token).toBe(token);
      expect(await typesSince(head)).toEqual([]);
    });

    it("refuses to share or revoke someone else's conversation (404, nothing appended)", async () => {
      const head = await t.eventStore.headPosition();
      await t.http.post(`/api/chat/session/${sessionId}/share`).set(auth(other.token)).expect(404);
      await t.http.delete(`/api/chat/session/${sessionId}/share`).set(auth(other.token)).expect(404);
      await t.http.post('/api/chat/session/never-asked/share').set(auth(owner.token)).expect(404);
      await t.http.post(`/api/chat/session/${sessionId}/share`).expect(401);
      expect(await typesSince(head)).toEqual([]);
    });

    it('opens signed out: the questions and answers as recorded, nothing private', async () => {
      // A question asked after sharing is not part of what was shared.
      await t.http
        .post('/api/chat/ask')
        .set(auth(owner.token))
        .send({ question: 'A private follow-up about my invoice?', session_id: sessionId })
        .expect(200);
      const response = await t.http
        .get(`/api/share/${token}`)
        .set('X-Min-Position', String(await t.eventStore.headPosition()))
        .expect(200);
      const body = response.body;
      expect(body.title).toBe('What handrail height does our fit-out spec use?');
      expect(body.messages.map((m: { role: string; status: string }) => [m.role, m.status])).toEqual([
        ['user', 'asked'],
        ['assistant', 'answered'],
      ]);
      expect(body.messages[0].content).toBe('What handrail height does our fit-out spec use?');
      const answer = body.messages[1].answer;
      expect(JSON.stringify(answer.response)).toContain('900 mm');
      expect(answer.sources[0]).toEqual({ title: 'fitout-spec.pdf', page: 2 });
      const text = response.text;
      for (const secret of [
        owner.uid,
        'sharer@firm.com.au',
        sessionId,
        'document_id',
        'subscription_status',
        'private follow-up',
      ])
        expect(text).not.toContain(secret);
      expect(sharedPosition).toBeGreaterThan(askedPosition);
    });

    it('reads the whole conversation page after page, the same whatever the page size (wholeConversation)', async () => {
      const messages = await t.app.get(ReadModels).collection(MESSAGES);
      const ids = (docs: Array<{ _id: string }>) => docs.map((doc) => doc._id);
      const all = await wholeConversation(messages, sessionId);
      expect(all.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
      expect(ids(await wholeConversation(messages, sessionId, {}, 1))).toEqual(ids(all));
      expect(ids(await wholeConversation(messages, sessionId, {}, 3))).toEqual(ids(all));
      const shared = { seq: { $lt: sharedPosition } };
      expect(ids(await wholeConversation(messages, sessionId, shared, 1))).toEqual(ids(all.slice(0, 2)));
    });

    it('shows the share and its revocation in the admin audit trail, without the token', async () => {
      const revoked = await t.http
        .delete(`/api/chat/session/${sessionId}/share`)
        .set(auth(owner.token))
        .expect(200);
      expect(revoked.body).toEqual({ revoked: true, position: expect.any(Number) });
      const audit = await t.http
        .get('/api/admin/audit?kind=share')
        .set({ ...auth(admin.token), 'X-Min-Position': String(revoked.body.position) })
        .expect(200);
      const entries = audit.body.entries as Array<Record<string, unknown>>;
      expect(entries.map((e) => [e.event_type, e.subject, e.subject_user, e.actor])).toEqual([
        ['ConversationShareRevoked', `conversation:${sessionId}`, owner.uid, owner.uid],
        ['ConversationShared', `conversation:${sessionId}`, owner.uid, owner.uid],
      ]);
      expect(audit.text).not.toContain(token);
    });

    it('answers 404 problem+json for the revoked link and for an unknown one', async () => {
      const wait = { 'X-Min-Position': String(await t.eventStore.headPosition()) };
      const gone = await t.http.get(`/api/share/${token}`).set(wait).expect(404);
      expect(gone.headers['content-type']).toContain('application/problem+json');
      expect(gone.body).toMatchObject({
        code: 'SHARE.NOT_FOUND',
        detail: 'This shared conversation does not exist or is no longer shared.',
      });
      await t.http.get(`/api/share/${'x'.repeat(32)}`).expect(404);
    });

    it('revoking again appends nothing; sharing again gives a new link and the old one stays dead', async () => {
      const head = await t.eventStore.headPosition();
      await t.http.delete(`/api/chat/session/${sessionId}/share`).set(auth(owner.token)).expect(200);
      expect(await typesSince(head)).toEqual([]);
      const fresh = await t.http
        .post(`/api/chat/session/${sessionId}/share`)
        .set(auth(owner.token))
        .expect(200);
      expect(fresh.body.token).not.toBe(token);
      const wait = { 'X-Min-Position': String(fresh.body.position) };
      await t.http.get(`/api/share/${fresh.body.token}`).set(wait).expect(200);
      await t.http.get(`/api/share/${token}`).set(wait).expect(404);
    });

    it('gives parallel shares one link and one event (the decider keeps the first)', async () => {
      await t.http.delete(`/api/chat/session/${sessionId}/share`).set(auth(owner.token)).expect(200);
      const head = await t.eventStore.headPosition();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.http.post(`/api/chat/session/${sessionId}/share`).set(auth(owner.token)).expect(200),
        ),
      );
      expect(new Set(responses.map((response) => response.body.token)).size).toBe(1);
      expect(await typesSince(head)).toEqual(['ConversationShared']);
    });
  });
});
