/** The static Recent Improvements list of /feedback (spec section 2), newest first. */
export const RECENT_IMPROVEMENTS: readonly {
  month: string;
  dateTime: string;
  title: string;
  text: string;
}[] = [
  {
    month: 'Mar 2025',
    dateTime: '2025-03',
    title: 'Tables you can take to a spreadsheet',
    text: 'Tables in answers now have Copy (tab separated) and Export CSV, so schedules and comparisons paste straight into Excel.',
  },
  {
    month: 'Feb 2025',
    dateTime: '2025-02',
    title: 'Example questions based on your topics',
    text: 'The chat suggests example questions drawn from your recent topics; dismiss them any time, or refresh for new ones.',
  },
  {
    month: 'Feb 2025',
    dateTime: '2025-02',
    title: 'Conversation history that keeps up',
    text: 'A conversation appears in your recent list as soon as the answer arrives, and reopening it restores the full thread.',
  },
  {
    month: 'Jan 2025',
    dateTime: '2025-01',
    title: 'Clearer Next Steps',
    text: 'Next Steps are always a numbered checklist, even when the answer arrives as running text.',
  },
  {
    month: 'Jan 2025',
    dateTime: '2025-01',
    title: 'Partner verification for Australia and New Zealand',
    text: 'Partner applications check ABN, ACN and NZBN numbers as you type, with manual review for companies without one.',
  },
];
