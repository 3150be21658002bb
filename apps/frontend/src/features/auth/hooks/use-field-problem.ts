import { useState } from 'react';

/** What ties a field to the form's message: its id, and while it is at fault, aria-invalid and aria-describedby. */
export interface FieldAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A form's one message and the field it is about: `fail` shows the message, marks the field
 * invalid and focuses it; `field(name)` gives that field's id and the attributes that tie it to
 * the message while it is the one at fault (read by screen readers with the field).
 */
export function useFieldProblem<Field extends string>(
  ids: Record<Field, string>,
  messageId: string,
  initialError: string | null = null,
) {
  const [error, setError] = useState<string | null>(initialError);
  const [invalid, setInvalid] = useState<Field | null>(null);

  function fail(message: string, field: Field | null = null) {
    setError(message);
    setInvalid(field);
    if (field) document.getElementById(ids[field])?.focus();
  }

  function clear() {
    setError(null);
    setInvalid(null);
  }

  function field(name: Field): FieldAttributes {
    return {
      id: ids[name],
      'aria-invalid': invalid === name || undefined,
      'aria-describedby': invalid === name ? messageId : undefined,
    };
  }

  return { error, fail, clear, field };
}
