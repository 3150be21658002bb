import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { paths } from '../../../config/paths';
import { useRedeemVoucher } from '../api/redeem-voucher';
import { redeemErrorMessage } from '../utils/redeem-error-message';
import '../../../styles/vouchers.css';

export const VOUCHER_TITLE = 'Have a voucher?';
export const VOUCHER_CODE_REQUIRED = 'Please enter a voucher code.';

interface RedeemVoucherFormProps {
  /** Signed out, the form is replaced by a link to sign in (redeeming needs an account). */
  signedIn: boolean;
  /** Runs after a redemption: the screen refreshes what shows the plan. */
  onRedeemed?: () => unknown;
  /** The card's look on its screen (e.g. the profile's cards). */
  className?: string;
}

/**
 * "Have a voucher?": one code field and Redeem, on /pricing and in Profile. A success shows the
 * server's sentence (the plan and until when) and clears the field; a failure shows why, ties it
 * to the field and keeps the code so it can be corrected.
 */
export function RedeemVoucherForm({ signedIn, onRedeemed, className }: RedeemVoucherFormProps) {
  const id = useId();
  const inputId = `${id}-code`;
  const messageId = `${id}-message`;
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const redeem = useRedeemVoucher({ onRedeemed });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (redeem.isPending) return;
    if (code.trim() === '') {
      redeem.reset();
      setMissing(true);
      input.current?.focus();
      return;
    }
    setMissing(false);
    redeem.mutate(code, {
      onSuccess: () => setCode(''),
      onError: () => input.current?.focus(),
    });
  };

  const error = missing ? VOUCHER_CODE_REQUIRED : redeem.isError ? redeemErrorMessage(redeem.error) : null;

  return (
    <section className={`voucher-redeem${className ? ` ${className}` : ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="voucher-redeem__title">
        {VOUCHER_TITLE}
      </h2>
      {signedIn ? (
        <form className="voucher-redeem__form" onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="voucher-redeem__label">
            Voucher code
          </label>
          <div className="voucher-redeem__row">
            <input
              ref={input}
              id={inputId}
              className="voucher-redeem__input"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? messageId : undefined}
            />
            <BusyButton type="submit" busy={redeem.isPending} className="button button--primary">
              {redeem.isPending ? 'Redeeming...' : 'Redeem'}
            </BusyButton>
          </div>
        </form>
      ) : (
        <p className="voucher-redeem__hint">
          <Link to={paths.auth.path}>Sign in to redeem a voucher</Link>
        </p>
      )}
      {error && (
        <p id={messageId} role="alert" className="voucher-redeem__message voucher-redeem__message--error">
          {error}
        </p>
      )}
      {redeem.isSuccess && (
        <p role="status" className="voucher-redeem__message voucher-redeem__message--success">
          {redeem.data.message}
        </p>
      )}
    </section>
  );
}
