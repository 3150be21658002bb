import { type Forbidden } from './eval-case.schema';

/**
 * Statements a good answer never makes, shared by the cases they apply to. Each is a wrong
 * standard for its topic or a value that does not exist in the cited document; patterns are kept
 * tight (the wrong number right beside the topic) so a correct answer that mentions both topics
 * is not caught.
 */

// "AS 1170.4 wind", "AS 1170.4 (wind actions)", "wind actions (AS/NZS 1170.1)".
const STD_GAP = '\\s*(?:\\(|-|–|:|,)?\\s*';

export const WIND_NOT_OTHER_1170: Forbidden = {
  pattern: `(?:AS|AS\\/NZS|NZS)\\s*1170\\.[0145]${STD_GAP}wind|wind actions?${STD_GAP}(?:AS|AS\\/NZS|NZS)\\s*1170\\.[0145](?![0-9])`,
  why: 'a part of AS/NZS 1170 other than Part 2 as the wind standard',
  source: 'Standards Australia store: AS/NZS 1170.2 Structural design actions, Part 2: Wind actions',
};

export const EARTHQUAKE_NOT_1170_2: Forbidden = {
  pattern: `(?:AS|AS\\/NZS)\\s*1170\\.2${STD_GAP}(?:earthquake|seismic)|(?:earthquake|seismic) actions?${STD_GAP}(?:AS|AS\\/NZS)\\s*1170\\.2(?![0-9])`,
  why: 'AS/NZS 1170.2 (wind) as the earthquake standard',
  source:
    'Standards Australia store: AS 1170.4 Structural design actions, Part 4: Earthquake actions in Australia',
};

export const WET_AREAS_NOT_4654: Forbidden = {
  pattern: `AS\\s*4654\\.2\\s*(?:is the standard |applies |covers )?(?:for|to)\\s*(?:the |internal |a )?(?:shower|bathroom|internal wet|laundr)`,
  why: 'AS 4654.2 (external membranes) as the standard for internal wet areas',
  source:
    'Standards Australia store: AS 3740 Waterproofing of domestic wet areas; AS 4654.2 Waterproofing membranes for external above-ground use',
};

export const BALCONY_NOT_3740: Forbidden = {
  pattern: `AS\\s*3740\\s*(?:is the standard |applies |covers )?(?:for|to)\\s*(?:the |a |external )?(?:balcon|roof|podium|external)`,
  why: 'AS 3740 (internal wet areas) as the standard for external membranes',
  source:
    'Standards Australia store: AS 4654.2 Waterproofing membranes for external above-ground use, Part 2: Design and installation',
};

export const BAL_LEVELS: Forbidden = {
  pattern: 'BAL[-\\s]?(?:10|15|20|25|30|35|45|50)(?!\\.?[0-9])',
  why: 'a Bushfire Attack Level AS 3959 does not define (they are BAL-LOW, 12.5, 19, 29, 40 and FZ)',
  source: 'Standards Australia store: AS 3959 Construction of buildings in bushfire-prone areas',
};

export const WIND_CLASSES: Forbidden = {
  pattern: '(?<![A-Za-z0-9])(?:N[7-9]|C[5-9])(?![0-9])',
  why: 'a wind class AS 4055 does not define (N1 to N6, C1 to C4)',
  source: 'Standards Australia store: AS 4055 Wind loads for housing',
};

export const SITE_CLASSES: Forbidden = {
  pattern: '(?<!hazard )class(?:ification)?\\s*H[3-9](?!\\.?[0-9])',
  why: 'a site class AS 2870 does not define (A, S, M, H1, H2, E, P)',
  source: 'Standards Australia store: AS 2870 Residential slabs and footings',
};

export const EXPOSURE_CLASSES: Forbidden = {
  pattern: 'exposure classification\\s*(?:D|E|A3|B3|C3)(?![0-9A-Za-z])',
  why: 'an exposure classification AS 3600 does not define (A1, A2, B1, B2, C1, C2, U)',
  source: 'Standards Australia store: AS 3600 Concrete structures',
};

export const BUILDING_CLASSES: Forbidden = {
  pattern: '(?<![A-Za-z])Class\\s*1[1-9](?![0-9])',
  why: 'an NCC building class that does not exist (Classes 1 to 10)',
  source: 'ABCB, National Construction Code: Part A6 Building classification',
};

export const RAMP_NOT_1_IN_12: Forbidden = {
  pattern: 'ramp[^.]{0,60}\\b1\\s?(?::|in)\\s?12\\b',
  why: 'a 1:12 ramp (a US figure; AS 1428.1 ramps are no steeper than 1:14)',
  source:
    'Standards Australia store: AS 1428.1 Design for access and mobility, Part 1: General requirements for access, New building work',
};

export const SPHERE_125: Forbidden = {
  pattern: '\\b(?:100|150)\\s?mm (?:diameter )?sphere',
  why: 'a barrier opening test other than the NCC 125 mm sphere',
  source:
    'ABCB, National Construction Code Volume One, barriers to prevent falls (openings must not allow a 125 mm sphere to pass)',
};

export const WIRING_RULES_ARE_3000: Forbidden = {
  pattern: `(?:AS|AS\\/NZS)\\s*3008(?:\\.1(?:\\.1)?)?${STD_GAP}(?:the )?wiring rules`,
  why: 'AS/NZS 3008 (cable selection) as the Wiring Rules, which are AS/NZS 3000',
  source:
    'Standards Australia store: AS/NZS 3000 Electrical installations (known as the Australian/New Zealand Wiring Rules)',
};

export const NZ_NOT_NCC: Forbidden = {
  pattern: '(?<![A-Za-z])(?:NCC|BCA)(?![A-Za-z])|National Construction Code',
  why: 'the Australian NCC for New Zealand building work, which the New Zealand Building Code governs',
  source:
    'MBIE, building.govt.nz: the Building Code is Schedule 1 of the Building Regulations 1992 and sets the performance all New Zealand building work must meet',
};

export const AU_NOT_NZBC: Forbidden = {
  pattern: '(?<![A-Za-z])NZBC(?![A-Za-z])|New Zealand Building Code|E2\\/AS1',
  why: 'the New Zealand Building Code for Australian building work, which the NCC governs',
  source:
    'ABCB, National Construction Code: the NCC sets the minimum requirements for building work in Australia',
};
