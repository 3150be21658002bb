/** A legal page's text as data, so one component renders all three with the same outline. */
export type LegalBlock =
  /** A paragraph. */
  | string
  /** A bulleted list. */
  | { list: readonly string[] }
  /** A sub-heading inside a section (rendered as h3). */
  | { subheading: string };

export interface LegalSection {
  /** Anchor for the table of contents. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** One-paragraph plain-language summary shown under the title. */
  summary: string;
  sections: readonly LegalSection[];
}

/** Spec section 9: all three legal pages were last updated in December 2024. */
export const LEGAL_LAST_UPDATED = 'December 2024';
