/**
 * Example questions for the 'Try asking about...' panel, tagged with the sectors, disciplines and
 * topics they suit. Written for AU/NZ practitioners; each names the code or standard involved so
 * the suggestion is concrete.
 */
export interface ExampleQuestion {
  text: string;
  tags: readonly string[];
}

/** The spec's five built-in questions (section 8), also the fallback when nothing matches. */
export const BUILT_IN_EXAMPLES: readonly string[] = [
  'What fire-rated door do I need for a sole-occupancy unit entry in a Class 2 building?',
  'How do I size roof gutters and downpipes to AS/NZS 3500.3?',
  'What handrail height does the NCC require on a stair?',
  'When is backflow prevention required under AS/NZS 3500.1, and which device do I need?',
  'How do I work out a house wind classification between N1–N6 and C1–C4?',
];

export const EXAMPLE_BANK: readonly ExampleQuestion[] = [
  {
    text: 'Which NCC Section J pathway suits a mid-rise office with high glazing ratios?',
    tags: ['commercial', 'energy modelling & efficiency', 'sustainability / esd', 'energy', 'glazing'],
  },
  {
    text: 'What are the sprinkler requirements for a Class 5 office building over 25 m effective height?',
    tags: ['commercial', 'fire protection (wet & dry systems)', 'fire'],
  },
  {
    text: 'How should a performance solution for extended travel distances be documented for the certifier?',
    tags: ['fire engineering (performance-based solutions)', 'fire', 'compliance'],
  },
  {
    text: 'What acoustic separation does the NCC require between sole-occupancy units in a Class 2 building?',
    tags: ['residential', 'acoustic engineering', 'acoustics'],
  },
  {
    text: 'How do I check a balcony balustrade for climbability where the fall exceeds 4 m?',
    tags: ['residential', 'architecture', 'stairs', 'balustrade'],
  },
  {
    text: 'What waterproofing standard applies to a podium planter box over a basement?',
    tags: ['waterproofing design', 'residential', 'mixed-use developments', 'waterproofing'],
  },
  {
    text: 'What should I check when specifying external cladding for combustibility under the NCC?',
    tags: ['cladding systems', 'façade engineering', 'fire', 'commercial'],
  },
  {
    text: 'How is a Class 9a health-care building compartmented for fire and smoke?',
    tags: [
      'health',
      'fire engineering (performance-based solutions)',
      'health planning (medical equipment integration)',
    ],
  },
  {
    text: 'What ventilation rates does AS 1668.2 require for a hospital treatment room?',
    tags: ['health', 'mechanical services (hvac)', 'ventilation'],
  },
  {
    text: 'What redundancy should a Tier III data centre cooling design provide?',
    tags: ['data centres', 'mechanical services (hvac)', 'electrical engineering'],
  },
  {
    text: 'How do I size a standby generator for a data hall with N+1 redundancy?',
    tags: ['data centres', 'electrical engineering'],
  },
  {
    text: 'What are the key accessibility requirements for a school building under the Premises Standards?',
    tags: ['education', 'architecture', 'accessibility'],
  },
  {
    text: 'How should a hotel fire and evacuation plan account for sleeping occupants?',
    tags: ['hotels & hospitality', 'fire engineering (performance-based solutions)', 'fire'],
  },
  {
    text: 'What earthquake design category applies to an importance level 3 building on soft soil in Australia?',
    tags: ['seismic engineering', 'structural engineering', 'structural'],
  },
  {
    text: 'How do I choose between AS 3600 and AS 4100 for a transfer structure?',
    tags: ['structural engineering', 'commercial', 'structural'],
  },
  {
    text: 'What site classification does AS 2870 give a reactive clay site, and what footing does it need?',
    tags: ['geotechnical engineering', 'residential', 'structural engineering', 'footings'],
  },
  {
    text: 'What are the lift requirements for accessible access in a four-storey apartment building?',
    tags: ['vertical transportation (lifts, escalators)', 'residential', 'accessibility'],
  },
  {
    text: 'Which BMS points are needed to verify Section J HVAC control compliance?',
    tags: ['building automation / bms', 'mechanical services (hvac)', 'energy'],
  },
  {
    text: 'What emergency lighting duration and illuminance does AS 2293 require?',
    tags: ['electrical engineering', 'lighting design', 'fire'],
  },
  {
    text: 'How do I plan stormwater detention for a small industrial subdivision?',
    tags: ['industrial', 'civil engineering', 'hydraulic engineering / plumbing', 'stormwater'],
  },
  {
    text: 'What hazardous area classification applies to a fuel storage room?',
    tags: ['industrial', 'industrial process engineering', 'electrical engineering', 'mining & resources'],
  },
  {
    text: 'What asbestos survey is required before refurbishing a 1970s building?',
    tags: ['hazardous materials management (asbestos, lead)', 'heritage conservation', 'risk management'],
  },
  {
    text: 'How can a heritage-listed façade be upgraded for fire safety without losing its fabric?',
    tags: ['heritage conservation', 'architecture', 'fire'],
  },
  {
    text: 'What NABERS Energy rating should a new office target, and how is it verified?',
    tags: ['green building certification (nabers, green star, well)', 'commercial', 'energy'],
  },
  {
    text: 'Which Green Star credits are most cost-effective for a mixed-use development?',
    tags: [
      'green building certification (nabers, green star, well)',
      'mixed-use developments',
      'sustainability / esd',
    ],
  },
  {
    text: 'How should variations be valued under AS 4000 when the contract is silent?',
    tags: [
      'contract administration',
      'cost planning / quantity surveying',
      'project management',
      'contracts',
    ],
  },
  {
    text: 'What does a design manager need in a consultant responsibility matrix for a hospital project?',
    tags: ['design management', 'health', 'project management'],
  },
  {
    text: 'How do I plan traffic management for a construction site on an arterial road?',
    tags: ['traffic & transport planning', 'transport & infrastructure', 'civil engineering'],
  },
  {
    text: 'What are the NCC requirements for a prefabricated modular building joined on site?',
    tags: ['modular & prefabrication engineering', 'residential', 'structural engineering'],
  },
  {
    text: 'How should a sports stadium plan spectator egress capacity?',
    tags: ['sports & recreation', 'fire engineering (performance-based solutions)', 'egress'],
  },
  {
    text: 'What wayfinding signage does an accessible hospital need?',
    tags: ['wayfinding & signage design', 'health', 'accessibility'],
  },
  {
    text: 'How should a waste management plan be prepared for a residential flat building?',
    tags: ['waste management planning', 'residential', 'urban design & town planning'],
  },
  {
    text: 'What planning controls typically apply to a mixed-use development in a local centre?',
    tags: ['urban design & town planning', 'mixed-use developments', 'planning'],
  },
  {
    text: 'What fire hydrant coverage does AS 2419.1 require for a warehouse?',
    tags: ['industrial', 'fire protection (wet & dry systems)', 'fire'],
  },
  {
    text: 'How is a food processing plant designed for washdown hygiene and drainage?',
    tags: [
      'agriculture & food processing',
      'hydraulic engineering / plumbing',
      'industrial process engineering',
    ],
  },
  {
    text: 'What security zoning suits a government services building?',
    tags: ['government & civic', 'security systems', 'architecture'],
  },
  {
    text: 'What lighting levels does AS/NZS 1680 recommend for retail floors?',
    tags: ['retail & entertainment', 'lighting design'],
  },
  {
    text: 'How do I coordinate structured cabling pathways with other services in ceilings?',
    tags: ['communications & ict', 'design management', 'electrical engineering'],
  },
  {
    text: 'What landscape design considerations apply to bushfire-prone sites under AS 3959?',
    tags: ['landscape architecture', 'residential', 'fire', 'bushfire'],
  },
  {
    text: 'What roof sheeting fixing requirements apply in cyclonic region C?',
    tags: ['roofing systems', 'residential', 'wind', 'structural engineering'],
  },
];
