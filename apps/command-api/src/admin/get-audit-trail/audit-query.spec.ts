import { type AuditEntry } from '@buildmentor/contracts';
import { auditCsv, auditFilter } from './audit-query';

const entry = (patch: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'e1',
  kind: 'partner',
  event_type: 'PartnerRejected',
  actor: 'admin1',
  actor_person: { uid: 'admin1', name: 'Jo Admin', email: 'jo@firm.com.au' },
  at: '2026-03-02T01:00:00.000Z',
  subject: 'p1',
  subject_label: 'Acme Stairs Pty Ltd',
  subject_user: null,
  subject_user_person: null,
  outcome: 'rejected',
  reason: 'ABN, "wrong" company\nsee notes',
  position: 42,
  ...patch,
});

describe('audit query', () => {
  it('filters by kind, actor and a Sydney-day range inclusive at both ends', () => {
    expect(auditFilter({ kind: 'voucher', actor: 'a1', from: '2026-03-02', to: '2026-03-02' })).toEqual({
      kind: 'voucher',
      actor: { $in: ['a1'] },
      at: { $gte: '2026-03-01T13:00:00.000Z', $lte: '2026-03-02T12:59:59.999Z' },
    });
    expect(auditFilter({ from: '2026-03-02T10:00:00+10:00' })).toEqual({
      at: { $gte: '2026-03-02T00:00:00.000Z' },
    });
    expect(auditFilter({})).toEqual({});
  });

  it('matches the actor text as an exact id or as any of the people it names', () => {
    expect(auditFilter({ actor: 'firm.com' }, ['u1', 'u2'])).toEqual({
      actor: { $in: ['firm.com', 'u1', 'u2'] },
    });
    expect(auditFilter({}, ['u1'])).toEqual({});
  });

  it('writes CSV with a header row and RFC 4180 quoting', () => {
    const csv = auditCsv([
      entry(),
      entry({ id: 'e2', reason: null, outcome: '=HYPERLINK("x")', position: 43 }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'position,at,kind,event_type,actor,actor_name,actor_email,subject,subject_label,subject_user,subject_user_email,outcome,reason,id',
    );
    expect(csv).toContain(
      '42,2026-03-02T01:00:00.000Z,partner,PartnerRejected,admin1,Jo Admin,jo@firm.com.au,p1,Acme Stairs Pty Ltd,,,rejected,"ABN, ""wrong"" company\nsee notes",e1\r\n',
    );
    expect(csv).toContain(
      `43,2026-03-02T01:00:00.000Z,partner,PartnerRejected,admin1,Jo Admin,jo@firm.com.au,p1,Acme Stairs Pty Ltd,,,"'=HYPERLINK(""x"")",,e2\r\n`,
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
