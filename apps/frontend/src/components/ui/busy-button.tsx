import type { ComponentProps } from 'react';
import { Spinner } from './spinner';

interface BusyButtonProps extends ComponentProps<'button'> {
  /** While true the button is disabled and shows a spinner before its words. */
  busy: boolean;
}

/** A button whose action is in flight: disabled, with a small spinner (its words stay the name). */
export function BusyButton({ busy, disabled, children, type = 'button', ...props }: BusyButtonProps) {
  return (
    <button type={type} disabled={busy || disabled} {...props}>
      {busy && <Spinner size="sm" />}
      {children}
    </button>
  );
}
