import { useRef, useState } from 'react';

export type RequiredText = ReturnType<typeof useRequiredText>;

/**
 * The text of a feedback comment or a contribution, which is never submitted empty (spec section
 * 5): `take()` gives the trimmed text, or flags the field, focuses it and gives null.
 */
export function useRequiredText() {
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  function change(value: string) {
    setText(value);
    setEmpty(false);
  }

  function take(): string | null {
    const trimmed = text.trim();
    if (trimmed) return trimmed;
    setEmpty(true);
    field.current?.focus();
    return null;
  }

  return { text, empty, field, change, take };
}
