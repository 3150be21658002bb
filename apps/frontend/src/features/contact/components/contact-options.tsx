import { OptionCards } from '../../../components/ui/option-cards';
import { CONTACT_TYPES, CONTACT_TYPE_INFO, type ContactType } from '../contact-types';

const OPTIONS = CONTACT_TYPES.map((type) => ({
  id: type,
  title: CONTACT_TYPE_INFO[type].title,
  description: CONTACT_TYPE_INFO[type].description,
  meta: CONTACT_TYPE_INFO[type].responseTime,
}));

interface ContactOptionsProps {
  selected: ContactType | null;
  onSelect(type: ContactType): void;
  formId: string;
}

/** Spec section 2: the four option cards of /contact. */
export function ContactOptions({ selected, onSelect, formId }: ContactOptionsProps) {
  return (
    <OptionCards
      options={OPTIONS}
      selected={selected}
      onSelect={onSelect}
      label="Contact options"
      controls={formId}
    />
  );
}
