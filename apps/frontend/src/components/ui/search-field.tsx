import { useId } from 'react';

interface SearchFieldProps {
  label: string;
  /** 'visually-hidden' where the placeholder shows sighted users what to type. */
  labelClassName?: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  maxLength?: number;
  className?: string;
}

/**
 * A labelled search box: the conversation, vault, help and admin searches. Escape clears a field
 * that has text and goes no further, so a first Escape never also closes the sidebar around it.
 * The caller owns the landmark (a `role="search"` form or region) and any Search button.
 */
export function SearchField({
  label,
  labelClassName,
  value,
  onChange,
  placeholder,
  maxLength,
  className,
}: SearchFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={className}
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.stopPropagation();
            onChange('');
          }
        }}
      />
    </>
  );
}
