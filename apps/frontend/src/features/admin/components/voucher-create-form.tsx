import { useState, type FormEvent } from 'react';
import type { CreateVoucherRequest } from '@buildmentor/contracts';
import { findPlan, VOUCHER_TIERS } from '@buildmentor/contracts/plans';
import { ApiError } from '../../../lib/api-client';
import { useCreateVoucher } from '../api/create-voucher';
import { errorDetail } from '../utils/format';
import { endOfDayIso } from '../utils/voucher-dates';

type Field = 'code' | 'tier' | 'duration_days' | 'max_redemptions' | 'expires_at' | 'note';
type Draft = Record<Field, string>;

const EMPTY: Draft = {
  code: '',
  tier: 'pro',
  duration_days: '30',
  max_redemptions: '1',
  expires_at: '',
  note: '',
};
const NUMBER_REQUIRED = 'Please enter a number.';

/** The field messages of a rejected create (its 400's `body.<field>` paths, or a taken code). */
function fieldErrors(error: unknown): Partial<Draft> {
  if (!(error instanceof ApiError)) return {};
  const errors: Partial<Draft> = {};
  for (const { path, message } of error.problem?.errors ?? []) {
    const field = path.replace(/^body\./, '') as Field;
    if (field in EMPTY && !errors[field]) errors[field] = message;
  }
  if (error.code === 'VOUCHER.ALREADY_EXISTS' && !errors.code) errors.code = error.detail;
  return errors;
}

function toRequest(draft: Draft): CreateVoucherRequest {
  const code = draft.code.trim();
  const note = draft.note.trim();
  return {
    ...(code ? { code } : {}),
    tier: draft.tier as CreateVoucherRequest['tier'],
    duration_days: Number(draft.duration_days),
    max_redemptions: Number(draft.max_redemptions),
    expires_at: draft.expires_at ? endOfDayIso(draft.expires_at) : null,
    ...(note ? { note } : {}),
  };
}

/**
 * Create a voucher: the plan it grants (the paid plans, by their catalogue names), for how many
 * days, how many people may redeem it, an optional last day and note, and a code of the admin's
 * choosing or, left empty, one the server generates. The server checks every rule; its messages
 * show beside their fields.
 */
export function VoucherCreateForm() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [missing, setMissing] = useState<Partial<Draft>>({});
  const create = useCreateVoucher();
  const errors = { ...(create.isError ? fieldErrors(create.error) : {}), ...missing };

  const set = (field: Field) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const attrs = (field: Field) => ({
    id: `voucher-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `voucher-${field}-error` : undefined,
  });
  const error = (field: Field) =>
    errors[field] && (
      <span id={`voucher-${field}-error`} className="admin-error">
        {errors[field]}
      </span>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blanks: Partial<Draft> = {};
    if (draft.duration_days.trim() === '') blanks.duration_days = NUMBER_REQUIRED;
    if (draft.max_redemptions.trim() === '') blanks.max_redemptions = NUMBER_REQUIRED;
    setMissing(blanks);
    if (Object.keys(blanks).length > 0) {
      create.reset();
      return;
    }
    create.mutate(toRequest(draft), { onSuccess: () => setDraft(EMPTY) });
  };

  return (
    <form className="voucher-create" onSubmit={submit} noValidate aria-labelledby="voucher-create-title">
      <h3 id="voucher-create-title">Create a voucher</h3>
      <div className="voucher-create__grid">
        <label>
          Code (optional)
          <input
            {...attrs('code')}
            value={draft.code}
            maxLength={32}
            autoComplete="off"
            spellCheck={false}
            placeholder="Generated when empty"
            onChange={(e) => set('code')(e.target.value)}
          />
          {error('code')}
        </label>
        <label>
          Plan
          <select {...attrs('tier')} value={draft.tier} onChange={(e) => set('tier')(e.target.value)}>
            {VOUCHER_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {findPlan(tier)?.name ?? tier}
              </option>
            ))}
          </select>
          {error('tier')}
        </label>
        <label>
          Duration (days)
          <input
            {...attrs('duration_days')}
            type="number"
            inputMode="numeric"
            min={1}
            value={draft.duration_days}
            onChange={(e) => set('duration_days')(e.target.value)}
          />
          {error('duration_days')}
        </label>
        <label>
          Number of uses
          <input
            {...attrs('max_redemptions')}
            type="number"
            inputMode="numeric"
            min={1}
            value={draft.max_redemptions}
            onChange={(e) => set('max_redemptions')(e.target.value)}
          />
          {error('max_redemptions')}
        </label>
        <label>
          Last day to redeem (optional)
          <input
            {...attrs('expires_at')}
            type="date"
            value={draft.expires_at}
            onChange={(e) => set('expires_at')(e.target.value)}
          />
          {error('expires_at')}
        </label>
        <label className="voucher-create__note">
          Note (optional)
          <input
            {...attrs('note')}
            value={draft.note}
            maxLength={500}
            placeholder="What the voucher is for"
            onChange={(e) => set('note')(e.target.value)}
          />
          {error('note')}
        </label>
      </div>
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create voucher'}
      </button>
      {create.isSuccess && (
        <p role="status" className="admin-success">
          Voucher <span className="admin-mono">{create.data.voucher.code}</span> created.
        </p>
      )}
      {create.isError && (
        <p role="alert" className="admin-error">
          Failed to create voucher: {errorDetail(create.error)}
        </p>
      )}
    </form>
  );
}
