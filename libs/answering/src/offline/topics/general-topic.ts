import { type OfflineTopic } from './offline-topic';

/**
 * How any NCC question is worked through. It answers questions about the NCC's own machinery
 * (classification, edition, pathways), not every question that mentions the NCC: "ncc" alone is
 * only a hint, so "What does the NCC say about letterboxes?" is honestly out of scope.
 */
export const GENERAL_TOPIC: OfflineTopic = {
  id: 'general',
  title: 'Working through an NCC or standards question',
  emoji: '📘',
  keywords: [
    'building class',
    'building classification',
    'classify',
    'classification of',
    'deemed-to-satisfy',
    'deemed to satisfy',
    'performance solution',
    'performance requirement',
    'compliance pathway',
    'ncc edition',
    'state variation',
    'verification method',
  ],
  hints: ['ncc', 'bca', 'national construction code', 'class 1', 'class 2', 'class 5', 'class 10'],
  summary:
    'Start from the building classification and the edition of the NCC that applies, then follow the performance requirement to the deemed-to-satisfy provisions and the referenced Australian Standards.',
  technical: [
    'Confirm the **building classification** and the **NCC edition** that applies to the project (the one in force when the application was lodged, subject to state variations).',
    'Identify the **performance requirement** behind the question, then the deemed-to-satisfy provisions and the Australian or joint AS/NZS Standards they reference.',
    'Check state and territory variations and any local planning conditions that add to the NCC.',
    'Where the deemed-to-satisfy route does not fit, a **performance solution** needs an agreed assessment method and sign-off by the relevant practitioner.',
  ],
  facts: [
    {
      label: 'NCC volumes',
      keywords: ['volume', 'housing provisions', 'plumbing code', 'which part'],
      text: 'The NCC has three volumes: Volume One for Class 2 to 9 buildings, Volume Two (with the ABCB Housing Provisions) for Class 1 and 10 buildings, and Volume Three, the Plumbing Code of Australia.',
    },
  ],
  tables: [
    {
      caption: 'NCC building classes (NCC 2022 Part A6)',
      headers: ['Class', 'Buildings'],
      rows: [
        ['1', 'Houses, townhouses and small boarding houses'],
        ['2', 'Apartment buildings (two or more sole-occupancy units)'],
        ['3', 'Residential buildings for unrelated people: hotels, hostels, boarding houses'],
        ['4', 'A single dwelling within a building of another class'],
        ['5', 'Offices for professional or commercial purposes'],
        ['6', 'Shops and other retail, cafés and restaurants'],
        ['7', '7a car parks; 7b warehouses and storage'],
        ['8', 'Laboratories, factories and workshops'],
        ['9', '9a health care; 9b assembly buildings; 9c residential care'],
        ['10', '10a sheds and garages; 10b fences, masts and pools; 10c private bushfire shelters'],
      ],
      keywords: ['class', 'classif', 'table'],
    },
  ],
  checks: [
    'Building class',
    'NCC edition and state variations',
    'Performance requirement',
    'Referenced standards',
  ],
  nextSteps: [
    'Confirm the building class and NCC edition.',
    'Find the performance requirement and deemed-to-satisfy provisions.',
    'Read the referenced standard clauses.',
    'Record the compliance pathway in the design report.',
  ],
  references: [
    'NCC 2022 Volume One Part A6 (building classification) and Part A2 (compliance with the performance requirements)',
    'NCC 2022 Volume Two and the ABCB Housing Provisions for Class 1 and 10 buildings',
    'Referenced Australian and AS/NZS Standards',
  ],
};
