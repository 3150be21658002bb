import { type Jurisdiction } from '../jurisdiction';

/**
 * One entry of the offline answerer's built-in guidance. Every figure in it must be publicly
 * checkable in a document named in `references` (the NCC is free to read at ncc.abcb.gov.au, the
 * New Zealand Building Code and its acceptable solutions at building.govt.nz; the Standards are
 * cited by number so a reader can look the clause up).
 */
export interface OfflineTopic {
  id: string;
  /**
   * Where the topic's guidance holds; Australia when absent. A New Zealand question is answered
   * only from topics that hold there, so it never gets the NCC.
   */
  jurisdictions?: readonly Jurisdiction[];
  title: string;
  emoji: string;
  /**
   * Distinctive lower-case words or phrases (a standard's number, a term of art): one of them is
   * enough to place a question in this topic. Matched at the start of a word, so "balustrade"
   * also matches "balustrades".
   */
  keywords: readonly string[];
  /** Ambiguous words ("going", "membrane"): worth half a keyword, so one alone places nothing. */
  hints?: readonly string[];
  summary: string;
  /** General guidance, in the order a reader needs it; the experience level sets how many. */
  technical: readonly string[];
  /** Specific answers, each given only when a question asks for it (and so what follow-ups get). */
  facts?: readonly TopicFact[];
  /** Content that is naturally tabular, answered as table blocks. */
  tables?: readonly TopicTable[];
  checks: readonly string[];
  nextSteps: readonly string[];
  references: readonly string[];
}

export interface TopicFact {
  /** A short name for what the fact answers ("shower floor falls"), listed when nothing matches. */
  label: string;
  /** Lower-case words or phrases that ask for this fact (matched like topic keywords). */
  keywords: readonly string[];
  text: string;
}

export interface TopicTable {
  caption: string;
  headers: readonly string[];
  /** Rectangular: every row has one cell per header (the table block's rule). */
  rows: readonly (readonly string[])[];
  /** Words that ask for the table in a follow-up; a first question on the topic always gets it. */
  keywords: readonly string[];
}
