import { useRef, useState, type ReactNode } from 'react';
import { OptionCards, type OptionCard } from './option-cards';

interface OptionChooserProps<Id extends string> {
  heading: string;
  /** Accessible name of the cards. */
  label: string;
  options: readonly OptionCard<Id>[];
  /** The id of the form a card opens. */
  formId: string;
  /** The form for the chosen card; `close` puts it away and the keyboard back on the heading. */
  children(chosen: Id, close: () => void): ReactNode;
}

/** A heading, the option cards under it, and the form the chosen card opens (/contact, /feedback). */
export function OptionChooser<Id extends string>({
  heading,
  label,
  options,
  formId,
  children,
}: OptionChooserProps<Id>) {
  const [chosen, setChosen] = useState<Id | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  function close() {
    setChosen(null);
    // The form is gone; put the keyboard back where the visitor chose it.
    headingRef.current?.focus();
  }

  return (
    <>
      <h2 className="section-title" ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <OptionCards<Id>
        options={options}
        selected={chosen}
        onSelect={setChosen}
        label={label}
        controls={formId}
      />
      {chosen && children(chosen, close)}
    </>
  );
}
