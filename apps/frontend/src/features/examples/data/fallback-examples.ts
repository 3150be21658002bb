/** Spec section 8: the 5 built-in questions shown when examples cannot be loaded. */
export const FALLBACK_EXAMPLES: readonly string[] = [
  'What fire-rated door do I need for a sole-occupancy unit entry in a Class 2 building?',
  'How do I size roof gutters and downpipes to AS/NZS 3500.3?',
  'What is the minimum stair handrail height under the NCC?',
  'When is backflow prevention required under AS/NZS 3500.1?',
  'How do I work out the wind classification (N1–N6, C1–C4) for a house site?',
];
