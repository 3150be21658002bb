import { OptionCards } from '../../../components/ui/option-cards';
import { FEEDBACK_KINDS, FEEDBACK_KIND_INFO, type FeedbackKind } from '../feedback-kinds';

const OPTIONS = FEEDBACK_KINDS.map((kind) => ({
  id: kind,
  title: FEEDBACK_KIND_INFO[kind].title,
  description: FEEDBACK_KIND_INFO[kind].description,
  meta: FEEDBACK_KIND_INFO[kind].reviewTime,
}));

interface FeedbackOptionsProps {
  selected: FeedbackKind | null;
  onSelect(kind: FeedbackKind): void;
  formId: string;
}

/** Spec section 2: the four feedback cards of /feedback. */
export function FeedbackOptions({ selected, onSelect, formId }: FeedbackOptionsProps) {
  return (
    <OptionCards
      options={OPTIONS}
      selected={selected}
      onSelect={onSelect}
      label="Feedback types"
      controls={formId}
    />
  );
}
