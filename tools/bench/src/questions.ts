/** Questions of the kind the product's users ask, shared by the bench's load generators. */
export const QUESTIONS = [
  'What fire-rated door do I need in a Class 2 building?',
  'How do I size roof gutters to AS/NZS 3500.3?',
  'What is the NCC stair handrail height?',
  'What waterproofing does a shower recess need under AS 3740?',
  'How far apart should timber floor joists be for a 4 m span?',
  'When does a balcony balustrade need to be non-climbable?',
  'What are the bushfire attack level construction requirements for BAL-29?',
  'How do I calculate the wind classification for a house in Auckland?',
  'What insulation R-value is required for ceilings in climate zone 6?',
  'Do I need a building consent for a retaining wall under 1.5 m?',
];
