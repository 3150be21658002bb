import { type EvalCaseInput } from './eval-case.schema';
import {
  AU_NOT_NZBC,
  BAL_LEVELS,
  BALCONY_NOT_3740,
  BUILDING_CLASSES,
  EARTHQUAKE_NOT_1170_2,
  EXPOSURE_CLASSES,
  NZ_NOT_NCC,
  SPHERE_125,
  WIND_CLASSES,
  WIND_NOT_OTHER_1170,
  WIRING_RULES_ARE_3000,
} from './forbidden';

type Profile = EvalCaseInput['profile'];
const asker = (
  experienceLevel: Profile['experienceLevel'],
  industrySectors: Profile['industrySectors'],
  disciplines: Profile['disciplines'],
  companyType: Profile['companyType'],
): Profile => ({ experienceLevel, industrySectors, disciplines, companyType });

/**
 * The held-out set, version 1 (README, Answer evaluation). Written after the offline answerer
 * reached 1.000 on v1, without reading the answerer's code, so its score shows how the answerer
 * does on questions nobody tuned it for. It is report-only: no CI floor, and whoever changes the
 * answerer reads only its total, never the cases (tuning to them would spend the set). No question
 * repeats or paraphrases one of v1's (a spec checks the texts are distinct); same schema, same
 * rules: names over numbers, every expectation with a public source.
 */

/** Standard mode, Australia. */
const AUSTRALIA: EvalCaseInput[] = [
  {
    id: 'ho-au-podium-planters',
    question:
      'How should the waterproofing be designed under the landscaped podium deck and planters above our basement car park?',
    jurisdiction: 'AU',
    profile: asker('senior', ['Mixed-Use Developments'], ['Landscape Architecture'], 'Architecture Firm'),
    tier: 'pro',
    enhanced: false,
    required: ['AS 4654.2'],
    mustNot: [BALCONY_NOT_3740, AU_NOT_NZBC],
  },
  {
    id: 'ho-au-archive-floor-load',
    question:
      'What imposed floor action should I allow for a room of mobile compactus shelving in a council office, and which standard gives it?',
    jurisdiction: 'AU',
    profile: asker('intermediate', ['Government & Civic'], ['Structural Engineering'], 'Government Agency'),
    tier: 'pro',
    enhanced: false,
    required: ['AS/NZS 1170.1'],
    mentions: ['discipline'],
  },
  {
    id: 'ho-au-pylon-sign-wind',
    question:
      'We are putting up a 9 m freestanding pylon sign at the entry of a shopping centre in Townsville. How are its wind loads worked out?',
    jurisdiction: 'AU',
    profile: asker('graduate', ['Retail & Entertainment'], ['Civil Engineering'], 'Construction Company'),
    tier: 'starter',
    enhanced: false,
    required: ['AS/NZS 1170.2', 'AS/NZS 1170.0'],
    mustNot: [WIND_NOT_OTHER_1170],
  },
  {
    id: 'ho-au-server-rack-restraint',
    question:
      'How do we design the seismic restraint of server racks and ceiling-hung cable trays in a Melbourne data centre?',
    jurisdiction: 'AU',
    profile: asker('expert', ['Data Centres'], ['Seismic Engineering'], 'Engineering Consultancy'),
    tier: 'consultant',
    enhanced: false,
    required: ['AS 1170.4'],
    mustNot: [EARTHQUAKE_NOT_1170_2],
  },
  {
    id: 'ho-au-fit-out-accessible-toilet',
    question: 'What do I have to follow when laying out the accessible toilet in a new office fit-out?',
    jurisdiction: 'AU',
    profile: asker('graduate', ['Commercial'], ['Interior Design'], 'Architecture Firm'),
    tier: 'starter',
    enhanced: false,
    required: ['AS 1428.1', 'NCC Volume One'],
    mustNot: [AU_NOT_NZBC],
    mentions: ['discipline'],
  },
  {
    id: 'ho-au-car-park-suspended-slabs',
    question:
      'Which standard do the suspended post-tensioned slabs of a multi-storey car park at a regional airport get designed to?',
    jurisdiction: 'AU',
    profile: asker(
      'senior',
      ['Transport & Infrastructure'],
      ['Structural Engineering'],
      'Engineering Consultancy',
    ),
    tier: 'consultant',
    enhanced: false,
    required: ['AS 3600'],
    mustNot: [EXPOSURE_CLASSES],
  },
  {
    id: 'ho-au-warehouse-mezzanine',
    question:
      'A client wants a steel storage mezzanine added inside their distribution warehouse. Which standards do we design and load it to?',
    jurisdiction: 'AU',
    profile: asker('intermediate', ['Industrial'], ['Structural Engineering'], 'Building Materials Supplier'),
    tier: 'pro',
    enhanced: false,
    required: ['AS 4100', 'AS/NZS 1170.1'],
  },
  {
    id: 'ho-au-factory-purlins',
    question:
      'What standard are the cold-formed Z purlins on the roof of a food processing factory designed to?',
    jurisdiction: 'AU',
    profile: asker(
      'graduate',
      ['Agriculture & Food Processing'],
      ['Roofing Systems'],
      'Building Materials Supplier',
    ),
    tier: 'starter',
    enhanced: false,
    required: ['AS/NZS 4600'],
    mustNot: [WIND_NOT_OTHER_1170],
    mentions: ['discipline'],
  },
  {
    id: 'ho-au-sports-hall-glulam',
    question:
      'We are proposing glulam portal frames for an indoor sports hall. Which design standard governs the timber members?',
    jurisdiction: 'AU',
    profile: asker('senior', ['Sports & Recreation'], ['Structural Engineering'], 'Engineering Consultancy'),
    tier: 'pro',
    enhanced: false,
    required: ['AS 1720.1'],
    mentions: ['sector'],
  },
  {
    id: 'ho-au-house-wall-bracing',
    question:
      'How much wall bracing does a single-storey timber-framed house need, and how do I work it out?',
    jurisdiction: 'AU',
    profile: asker('graduate', ['Residential'], ['Project Management'], 'Construction Company'),
    tier: 'demo',
    enhanced: false,
    required: ['AS 1684', 'AS 4055'],
    mustNot: [WIND_CLASSES],
  },
  {
    id: 'ho-au-blockwork-wall',
    question:
      'Which standard do I use to design a reinforced concrete blockwork wall on the ground floor of a two-storey house?',
    jurisdiction: 'AU',
    profile: asker('intermediate', ['Residential'], ['Structural Engineering'], 'Construction Company'),
    tier: 'pro',
    enhanced: false,
    required: ['AS 3700'],
  },
  {
    id: 'ho-au-bushfire-decking',
    question:
      'Before I specify the decking boards and deck framing for a house on bushfire-prone land, what do I need to check?',
    jurisdiction: 'AU',
    profile: asker('intermediate', ['Residential'], ['Landscape Architecture'], 'Independent Contractor'),
    tier: 'day_pass',
    enhanced: false,
    required: ['AS 3959'],
    mustNot: [BAL_LEVELS],
  },
  {
    id: 'ho-au-restaurant-kitchen-exhaust',
    question: 'Which standard covers the kitchen exhaust hood and ductwork for a new restaurant?',
    jurisdiction: 'AU',
    profile: asker(
      'graduate',
      ['Hotels & Hospitality'],
      ['Mechanical Services (HVAC)'],
      'Construction Company',
    ),
    tier: 'starter',
    enhanced: false,
    required: ['AS 1668.2'],
    mentions: ['discipline'],
  },
  {
    id: 'ho-au-mall-smoke-control',
    question:
      'How must the air-handling systems of an enclosed shopping mall behave in a fire, and what is the design standard?',
    jurisdiction: 'AU',
    profile: asker(
      'senior',
      ['Retail & Entertainment'],
      ['Fire Engineering (Performance-Based Solutions)'],
      'Engineering Consultancy',
    ),
    tier: 'consultant',
    enhanced: false,
    required: ['AS 1668.1', 'NCC Volume One'],
    mustNot: [BUILDING_CLASSES],
  },
  {
    id: 'ho-au-aged-care-detection',
    question: 'What smoke detection and alarm system does a new residential aged-care building need?',
    jurisdiction: 'AU',
    profile: asker(
      'intermediate',
      ['Health'],
      ['Fire Protection (Wet & Dry Systems)'],
      'Engineering Consultancy',
    ),
    tier: 'pro',
    enhanced: false,
    required: ['AS 1670.1', 'NCC Volume One'],
    mustNot: [BUILDING_CLASSES],
  },
  {
    id: 'ho-au-sidelight-glass',
    question:
      'What kind of glass is required in a full-height sidelight beside the front door of a new house?',
    jurisdiction: 'AU',
    profile: asker('graduate', ['Residential'], ['Architecture'], 'Architecture Firm'),
    tier: 'demo',
    enhanced: false,
    required: ['AS 1288'],
  },
  {
    id: 'ho-au-terminal-escalators',
    question: 'Which standards apply to the escalators and moving walks in a new airport terminal?',
    jurisdiction: 'AU',
    profile: asker(
      'intermediate',
      ['Transport & Infrastructure'],
      ['Vertical Transportation (Lifts, Escalators)'],
      'Engineering Consultancy',
    ),
    tier: 'pro',
    enhanced: false,
    required: ['AS 1735'],
    mentions: ['sector'],
  },
  {
    id: 'ho-au-acp-cladding',
    question:
      'Can we supply an aluminium composite panel for the external walls of a six-storey apartment building?',
    jurisdiction: 'AU',
    profile: asker('senior', ['Residential'], ['Cladding Systems'], 'Building Materials Supplier'),
    tier: 'pro',
    enhanced: false,
    required: ['NCC Volume One', 'AS 1530.1'],
    mustNot: [BUILDING_CLASSES],
  },
  {
    id: 'ho-au-heritage-town-hall-access',
    question:
      'We are adding an accessible entrance and a lift to a heritage-listed town hall. How do the access obligations apply where full compliance would harm the fabric?',
    jurisdiction: 'AU',
    profile: asker('expert', ['Government & Civic'], ['Heritage Conservation'], 'Government Agency'),
    tier: 'consultant',
    enhanced: false,
    required: ['Premises Standards', 'NCC Volume One'],
  },
  {
    id: 'ho-au-childcare-classification',
    question: 'What building classification does a new early childhood centre fall into under the NCC?',
    jurisdiction: 'AU',
    profile: asker('graduate', ['Education'], ['Architecture'], 'Educational Institution'),
    tier: 'starter',
    enhanced: false,
    required: ['NCC Volume One'],
    mustNot: [BUILDING_CLASSES],
    mentions: ['sector'],
  },
  {
    id: 'ho-au-farm-shed',
    question:
      'We are building a large hay and machinery shed on a farm in Victoria. Are there special NCC provisions for farm sheds?',
    jurisdiction: 'AU',
    profile: asker('intermediate', ['Agriculture & Food Processing'], ['Project Management'], 'Other'),
    tier: 'pro',
    enhanced: false,
    required: ['NCC Volume One'],
    mustNot: [BUILDING_CLASSES],
  },
  {
    id: 'ho-au-mine-camp-modules',
    question:
      'We are supplying transportable accommodation modules for a mine camp in the Pilbara. What wind design and building code requirements apply?',
    jurisdiction: 'AU',
    profile: asker(
      'senior',
      ['Mining & Resources'],
      ['Modular & Prefabrication Engineering'],
      'Construction Company',
    ),
    tier: 'pro',
    enhanced: false,
    required: ['AS/NZS 1170.2'],
    mustNot: [WIND_NOT_OTHER_1170, BUILDING_CLASSES],
    mentions: ['sector'],
  },
  {
    id: 'ho-au-lab-fume-cupboards',
    question:
      'What standard covers the design and installation of fume cupboards in a new university chemistry laboratory?',
    jurisdiction: 'AU',
    profile: asker(
      'intermediate',
      ['Specialist Facilities'],
      ['Mechanical Services (HVAC)'],
      'Educational Institution',
    ),
    tier: 'pro',
    enhanced: false,
    required: ['AS/NZS 2243.8'],
  },
  {
    id: 'ho-au-hospital-medical-gases',
    question:
      'Which standard governs installing and testing the medical gas pipelines in a new hospital wing?',
    jurisdiction: 'AU',
    profile: asker(
      'senior',
      ['Health'],
      ['Health Planning (Medical Equipment Integration)'],
      'Engineering Consultancy',
    ),
    tier: 'consultant',
    enhanced: false,
    required: ['AS 2896'],
  },
  {
    id: 'ho-au-house-energy-rating',
    question:
      'What energy efficiency rating does a new house need under NCC 2022, and how do we show we meet it?',
    jurisdiction: 'AU',
    profile: asker('intermediate', ['Residential'], ['Energy Modelling & Efficiency'], 'Property Developer'),
    tier: 'pro',
    enhanced: false,
    required: ['NCC Volume Two', 'ABCB Housing Provisions'],
    mentions: ['discipline'],
  },
  {
    id: 'ho-au-house-internal-stair',
    question:
      'What are the riser, going and balustrade rules for the internal stair of a new two-storey house?',
    jurisdiction: 'AU',
    profile: asker('graduate', ['Residential'], ['Architecture'], 'Independent Contractor'),
    tier: 'starter',
    enhanced: false,
    required: ['NCC Volume Two', 'ABCB Housing Provisions'],
    mustNot: [SPHERE_125],
  },
  {
    id: 'ho-au-mass-timber-office',
    question:
      'For a six-storey office with cross-laminated timber floors and glulam columns, which structural and fire provisions govern the timber?',
    jurisdiction: 'AU',
    profile: asker('expert', ['Commercial'], ['Structural Engineering'], 'Engineering Consultancy'),
    tier: 'consultant',
    enhanced: false,
    required: ['AS 1720.1', 'NCC Volume One'],
    mustNot: [BUILDING_CLASSES],
  },
];

/** Standard mode, New Zealand. */
const NEW_ZEALAND: EvalCaseInput[] = [
  {
    id: 'ho-nz-house-durability',
    question:
      'How long do the structure and the cladding of a new house have to last under the New Zealand Building Code?',
    jurisdiction: 'NZ',
    profile: asker('graduate', ['Residential'], ['Architecture'], 'Architecture Firm'),
    tier: 'starter',
    enhanced: false,
    required: ['NZBC B2'],
    mustNot: [NZ_NOT_NCC],
  },
  {
    id: 'ho-nz-site-surface-water',
    question:
      'How do we deal with surface water from the roof and driveway of a new house in Hamilton so it complies with the Building Code?',
    jurisdiction: 'NZ',
    profile: asker('intermediate', ['Residential'], ['Civil Engineering'], 'Engineering Consultancy'),
    tier: 'pro',
    enhanced: false,
    required: ['NZBC E1'],
    mustNot: [NZ_NOT_NCC],
  },
  {
    id: 'ho-nz-boundary-fire-spread',
    question:
      'A new house in Auckland is going 1 m from the side boundary. What does the Building Code need to stop a fire spreading to the neighbour?',
    jurisdiction: 'NZ',
    profile: asker('intermediate', ['Residential'], ['Architecture'], 'Architecture Firm'),
    tier: 'pro',
    enhanced: false,
    required: ['NZBC C3'],
    mustNot: [NZ_NOT_NCC],
  },
  {
    id: 'ho-nz-motel-hot-water',
    question:
      'What limits apply to the hot water temperature at the basins and showers of a motel we are building in Rotorua?',
    jurisdiction: 'NZ',
    profile: asker(
      'intermediate',
      ['Hotels & Hospitality'],
      ['Hydraulic Engineering / Plumbing'],
      'Construction Company',
    ),
    tier: 'pro',
    enhanced: false,
    required: ['NZBC G12'],
    mustNot: [NZ_NOT_NCC],
    mentions: ['discipline'],
  },
  {
    id: 'ho-nz-retirement-village-sprinklers',
    question:
      'Which standard do we design the sprinkler system to for a new retirement village care building in Tauranga?',
    jurisdiction: 'NZ',
    profile: asker('senior', ['Health'], ['Fire Protection (Wet & Dry Systems)'], 'Engineering Consultancy'),
    tier: 'consultant',
    enhanced: false,
    required: ['NZS 4541'],
    mustNot: [NZ_NOT_NCC],
  },
  {
    id: 'ho-nz-portal-warehouse-wind',
    question: 'How are the wind loads determined for a steel portal-frame warehouse in Palmerston North?',
    jurisdiction: 'NZ',
    profile: asker('senior', ['Industrial'], ['Structural Engineering'], 'Engineering Consultancy'),
    tier: 'pro',
    enhanced: false,
    required: ['AS/NZS 1170.2', 'NZBC B1'],
    mustNot: [NZ_NOT_NCC, WIND_NOT_OTHER_1170],
  },
  {
    id: 'ho-nz-house-wiring',
    question:
      'Which standard does the electrical wiring in a new house in Nelson have to follow, and which Building Code clause is it under?',
    jurisdiction: 'NZ',
    profile: asker('graduate', ['Residential'], ['Electrical Engineering'], 'Independent Contractor'),
    tier: 'day_pass',
    enhanced: false,
    required: ['AS/NZS 3000', 'NZBC G9'],
    mustNot: [NZ_NOT_NCC, WIRING_RULES_ARE_3000],
    mentions: ['discipline'],
  },
  {
    id: 'ho-nz-community-hall-access',
    question: 'What do we need for an accessible route and entrance to a new community hall in Invercargill?',
    jurisdiction: 'NZ',
    profile: asker('expert', ['Government & Civic'], ['Architecture'], 'Government Agency'),
    tier: 'consultant',
    enhanced: false,
    required: ['NZBC D1', 'NZS 4121'],
    mustNot: [NZ_NOT_NCC],
  },
];

/** Follow-ups: the first answer is the answerer's own (blank assistant turn), as in v1. */
const FOLLOW_UPS: EvalCaseInput[] = [
  {
    id: 'ho-au-follow-up-sprinkler-servicing',
    question: 'And once the building is occupied, how often must they be inspected and tested?',
    jurisdiction: 'AU',
    profile: asker('senior', ['Industrial'], ['Risk Management'], 'Other'),
    tier: 'pro',
    history: [
      { role: 'user', content: 'Which standard are the sprinklers in our new cold store designed to?' },
      { role: 'assistant' },
    ],
    enhanced: false,
    required: ['AS 1851'],
  },
  {
    id: 'ho-nz-follow-up-foul-water',
    question: 'And the foul water from the kitchen and bathrooms?',
    jurisdiction: 'NZ',
    profile: asker(
      'graduate',
      ['Residential'],
      ['Hydraulic Engineering / Plumbing'],
      'Independent Contractor',
    ),
    tier: 'pro',
    history: [
      {
        role: 'user',
        content: 'Which Building Code clause covers the stormwater from a new house in Dunedin?',
      },
      { role: 'assistant' },
    ],
    enhanced: false,
    required: ['NZBC G13'],
    mustNot: [NZ_NOT_NCC],
  },
  {
    id: 'ho-au-follow-up-accessible-parking',
    question: 'And the bays for people with a disability?',
    jurisdiction: 'AU',
    profile: asker('intermediate', ['Health'], ['Traffic & Transport Planning'], 'Engineering Consultancy'),
    tier: 'pro',
    history: [
      {
        role: 'user',
        content: 'What standard sets the parking bay sizes for the car park of a new medical centre?',
      },
      { role: 'assistant' },
    ],
    enhanced: false,
    required: ['AS/NZS 2890.6'],
  },
];

/** Enhanced mode: the asker's own documents, one of them (or none) answering the question. */
const ENHANCED: EvalCaseInput[] = [
  {
    id: 'ho-au-enhanced-hot-water-spec',
    question:
      "What does our hydraulic specification say about the hot water temperature at the residents' ensuites, and which standard does it rely on?",
    jurisdiction: 'AU',
    profile: asker('expert', ['Health'], ['Hydraulic Engineering / Plumbing'], 'Engineering Consultancy'),
    tier: 'consultant',
    enhanced: true,
    passages: [
      {
        documentId: 'doc-hyd-spec-h20',
        title: 'Hydraulic services specification H20 Heated water',
        page: 6,
        text: "H20.4 Delivery temperature. Heated water to residents' ensuite basins, showers and baths: temperature control devices set to deliver not more than 45 °C, installed and commissioned to AS/NZS 3500.4. Provide thermostatic mixing valves in accessible ceiling access panels and record the commissioning temperatures.",
      },
      {
        documentId: 'doc-traffic-report',
        title: 'Traffic impact assessment',
        page: 12,
        text: 'The development is expected to generate about 40 vehicle movements in the morning peak hour. The intersection with the arterial road continues to operate at an acceptable level of service.',
      },
    ],
    expectedSources: ['doc-hyd-spec-h20'],
    required: ['AS/NZS 3500.4'],
  },
  {
    id: 'ho-au-enhanced-acoustic-report',
    question:
      "What sound insulation does our acoustic consultant's report set for the walls between the apartments?",
    jurisdiction: 'AU',
    profile: asker(
      'intermediate',
      ['Mixed-Use Developments'],
      ['Acoustic Engineering'],
      'Property Developer',
    ),
    tier: 'pro',
    enhanced: true,
    passages: [
      {
        documentId: 'doc-acoustic-da',
        title: 'Acoustic report, sound insulation between apartments',
        page: 8,
        text: 'Walls separating sole-occupancy units are to achieve a weighted sound reduction index with spectrum adaptation term (Rw + Ctr) of not less than 50, in accordance with the sound insulation provisions of NCC Volume One. Walls between a bathroom or kitchen and a habitable room of an adjoining unit are also to be of discontinuous construction.',
      },
      {
        documentId: 'doc-waste-plan',
        title: 'Operational waste management plan',
        page: 4,
        text: 'Residential bins are stored in the basement bin room and transferred by the building manager to the kerbside collection point on collection days.',
      },
    ],
    expectedSources: ['doc-acoustic-da'],
    required: ['NCC Volume One'],
    mustNot: [AU_NOT_NZBC],
    mentions: ['discipline'],
  },
  {
    id: 'ho-nz-enhanced-extract-fans',
    question:
      'What does our specification require for the bathroom and kitchen extract fans, and which Building Code clause is it showing compliance with?',
    jurisdiction: 'NZ',
    profile: asker('graduate', ['Residential'], ['Mechanical Services (HVAC)'], 'Independent Contractor'),
    tier: 'pro',
    enhanced: true,
    passages: [
      {
        documentId: 'doc-nz-spec-5710',
        title: 'Specification 5710 Mechanical ventilation',
        page: 2,
        text: 'Bathrooms, ensuites and the kitchen: provide mechanical extract ducted to the outside in accordance with G4/AS1. Do not discharge into the roof space. Fit backdraught shutters at the external outlets.',
      },
      {
        documentId: 'doc-nz-survey-plan',
        title: 'Topographical survey plan',
        page: 1,
        text: 'Levels are in terms of the local vertical datum. Boundary pegs were found at the north-east and south-east corners of the section.',
      },
    ],
    expectedSources: ['doc-nz-spec-5710'],
    required: ['NZBC G4'],
    mustNot: [NZ_NOT_NCC],
  },
  {
    id: 'ho-au-enhanced-unrelated-solar',
    question:
      'Which standard governs the installation of the rooftop solar PV array on our water authority depot?',
    jurisdiction: 'AU',
    profile: asker('expert', ['Energy & Utilities'], ['Electrical Engineering'], 'Government Agency'),
    tier: 'pro',
    enhanced: true,
    passages: [
      {
        documentId: 'doc-depot-paint',
        title: 'Depot painting schedule',
        page: 3,
        text: 'Steel portal frames: one coat of zinc phosphate primer and two coats of acrylic in the standard grey. Bollards: safety yellow over a galvanised finish.',
      },
      {
        documentId: 'doc-depot-traffic',
        title: 'Construction traffic management plan',
        page: 5,
        text: 'Delivery trucks enter from the northern gate between 7 am and 3 pm. A traffic controller is required whenever a vehicle reverses across the footpath.',
      },
    ],
    expectedSources: [],
    required: ['AS/NZS 5033'],
  },
];

const outOfScope = (
  id: string,
  question: string,
  jurisdiction: 'AU' | 'NZ',
  profile: Profile,
): EvalCaseInput => ({
  id,
  question,
  jurisdiction,
  profile,
  tier: 'pro',
  enhanced: false,
  outOfScope: true,
});

/** Outside building design and construction: a good answer says so instead of inventing one. */
const OUT_OF_SCOPE: EvalCaseInput[] = [
  outOfScope(
    'ho-out-of-scope-cover-letter',
    'Can you write me a cover letter for a graduate software developer job at a fintech startup?',
    'AU',
    asker('graduate', ['Others'], ['Design Management'], 'Other'),
  ),
  outOfScope(
    'ho-out-of-scope-dog-arthritis',
    'My old labrador is limping on her back legs. What medication should I give her for arthritis?',
    'AU',
    asker('senior', ['Residential'], ['Cost Planning / Quantity Surveying'], 'Construction Company'),
  ),
  outOfScope(
    'ho-out-of-scope-bledisloe',
    'Will the All Blacks win the Bledisloe Cup this year, and by how much?',
    'NZ',
    asker('intermediate', ['Sports & Recreation'], ['Urban Design & Town Planning'], 'Government Agency'),
  ),
  outOfScope(
    'ho-out-of-scope-crypto',
    'Which cryptocurrency should our company hold in its treasury this financial year?',
    'AU',
    asker('expert', ['Commercial'], ['Contract Administration'], 'Property Developer'),
  ),
];

export const HOLDOUT_V1_CASES: EvalCaseInput[] = [
  ...AUSTRALIA,
  ...NEW_ZEALAND,
  ...FOLLOW_UPS,
  ...ENHANCED,
  ...OUT_OF_SCOPE,
];
