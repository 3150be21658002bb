import { z } from 'zod';

/**
 * The personalisation option lists (spec section 3, "Option lists"). The stored value of a sector,
 * discipline or company type is its label, exactly as the spec spells it, because the original
 * product sends labels in the onboarding and preferences payloads. Experience levels are the one
 * list with separate values.
 *
 * The spec says each sector and discipline has a short description but does not show the text;
 * the descriptions below are ours, written for the multi-select tooltips.
 */

export const INDUSTRY_SECTOR_OPTIONS = [
  { label: 'Commercial', description: 'Offices, business parks and commercial fit-outs.' },
  { label: 'Industrial', description: 'Factories, warehouses and logistics facilities.' },
  { label: 'Mining & Resources', description: 'Mine sites, processing plants and remote camps.' },
  { label: 'Health', description: 'Hospitals, clinics, aged care and laboratories.' },
  { label: 'Data Centres', description: 'Mission-critical facilities with high power and cooling loads.' },
  { label: 'Residential', description: 'Houses, townhouses and apartment buildings.' },
  { label: 'Hotels & Hospitality', description: 'Hotels, resorts, restaurants and bars.' },
  { label: 'Education', description: 'Schools, universities and early learning centres.' },
  { label: 'Transport & Infrastructure', description: 'Roads, rail, airports, ports and bridges.' },
  { label: 'Energy & Utilities', description: 'Power generation, water, wastewater and networks.' },
  { label: 'Government & Civic', description: 'Courts, councils, libraries and public buildings.' },
  { label: 'Retail & Entertainment', description: 'Shopping centres, cinemas and venues.' },
  { label: 'Agriculture & Food Processing', description: 'Farms, food plants and cold storage.' },
  { label: 'Sports & Recreation', description: 'Stadiums, aquatic centres and fitness facilities.' },
  {
    label: 'Mixed-Use Developments',
    description: 'Buildings combining residential, retail and commercial uses.',
  },
  {
    label: 'Specialist Facilities',
    description: 'Defence, research, correctional and other special-purpose sites.',
  },
  { label: 'Others', description: 'Any sector not listed above.' },
] as const;

export type IndustrySector = (typeof INDUSTRY_SECTOR_OPTIONS)[number]['label'];
export const INDUSTRY_SECTORS = INDUSTRY_SECTOR_OPTIONS.map((o) => o.label) as readonly IndustrySector[];

export const DISCIPLINE_OPTIONS = [
  {
    label: 'Hydraulic Engineering / Plumbing',
    description: 'Water supply, drainage and sanitary plumbing (AS/NZS 3500).',
  },
  {
    label: 'Mechanical Services (HVAC)',
    description: 'Heating, ventilation and air conditioning (AS 1668).',
  },
  {
    label: 'Fire Protection (Wet & Dry Systems)',
    description: 'Sprinklers, hydrants, hose reels and detection (AS 2118, AS 1670).',
  },
  {
    label: 'Fire Engineering (Performance-Based Solutions)',
    description: 'Fire engineering reports and performance solutions under the NCC.',
  },
  {
    label: 'Electrical Engineering',
    description: 'Power distribution, switchboards and wiring (AS/NZS 3000).',
  },
  { label: 'Communications & ICT', description: 'Structured cabling, networks and telecommunications.' },
  { label: 'Security Systems', description: 'Access control, CCTV and intrusion detection.' },
  {
    label: 'Vertical Transportation (Lifts, Escalators)',
    description: 'Lifts, escalators and moving walks (AS 1735).',
  },
  { label: 'Building Automation / BMS', description: 'Building management and control systems.' },
  { label: 'Acoustic Engineering', description: 'Sound insulation, noise control and room acoustics.' },
  { label: 'Lighting Design', description: 'Artificial and natural lighting, emergency lighting (AS 2293).' },
  {
    label: 'Structural Engineering',
    description: 'Structural design of buildings and structures (AS 1170 and others).',
  },
  { label: 'Civil Engineering', description: 'Earthworks, pavements, stormwater and site services.' },
  { label: 'Geotechnical Engineering', description: 'Soils, foundations and retaining structures.' },
  {
    label: 'Seismic Engineering',
    description: 'Earthquake actions and seismic design (AS 1170.4, NZS 1170.5).',
  },
  { label: 'Architecture', description: 'Building design, planning and documentation.' },
  { label: 'Interior Design', description: 'Interior spaces, finishes and fit-outs.' },
  { label: 'Landscape Architecture', description: 'Outdoor spaces, planting and public realm design.' },
  { label: 'Urban Design & Town Planning', description: 'Planning approvals, zoning and urban form.' },
  { label: 'Sustainability / ESD', description: 'Ecologically sustainable design and NCC Section J.' },
  { label: 'Energy Modelling & Efficiency', description: 'Energy simulation, JV3 and efficiency measures.' },
  { label: 'Façade Engineering', description: 'Curtain walls, glazing and building envelope performance.' },
  {
    label: 'Waterproofing Design',
    description: 'Wet areas, roofs and below-ground waterproofing (AS 3740).',
  },
  { label: 'Roofing Systems', description: 'Roof coverings, drainage and flashings.' },
  { label: 'Cladding Systems', description: 'External wall cladding, combustibility and compliance.' },
  {
    label: 'Green Building Certification (NABERS, Green Star, WELL)',
    description: 'Ratings and certification pathways.',
  },
  { label: 'Project Management', description: 'Delivering projects on time, on budget and to scope.' },
  { label: 'Cost Planning / Quantity Surveying', description: 'Estimates, cost plans and quantities.' },
  { label: 'Contract Administration', description: 'Contracts, variations, claims and certification.' },
  { label: 'Design Management', description: 'Coordinating design consultants and deliverables.' },
  { label: 'Risk Management', description: 'Identifying and controlling project and safety risks.' },
  { label: 'Heritage Conservation', description: 'Work on heritage-listed places and fabric.' },
  {
    label: 'Modular & Prefabrication Engineering',
    description: 'Off-site construction and modular systems.',
  },
  { label: 'Industrial Process Engineering', description: 'Process plant, piping and industrial systems.' },
  {
    label: 'Hazardous Materials Management (Asbestos, Lead)',
    description: 'Surveys, registers and safe removal.',
  },
  { label: 'Environmental Engineering', description: 'Contamination, environmental impact and approvals.' },
  { label: 'Traffic & Transport Planning', description: 'Traffic impact, parking and access design.' },
  {
    label: 'Health Planning (Medical Equipment Integration)',
    description: 'Clinical planning and medical equipment.',
  },
  { label: 'Wayfinding & Signage Design', description: 'Signage, wayfinding and accessible information.' },
  { label: 'Waste Management Planning', description: 'Waste storage, collection and operational plans.' },
] as const;

export type Discipline = (typeof DISCIPLINE_OPTIONS)[number]['label'];
export const DISCIPLINES = DISCIPLINE_OPTIONS.map((o) => o.label) as readonly Discipline[];

/** Experience levels with the AI adaptation the spec's table gives for each. */
export const EXPERIENCE_LEVEL_OPTIONS = [
  {
    value: 'graduate',
    label: 'Graduate / Beginner (0-2 years)',
    adaptation: 'detailed, step-by-step, mentoring',
  },
  {
    value: 'intermediate',
    label: 'Intermediate (3-7 years)',
    adaptation: 'practical solutions, moderate detail',
  },
  { value: 'senior', label: 'Senior (8-15 years)', adaptation: 'advanced insight, strategic perspective' },
  {
    value: 'expert',
    label: 'Expert / Principal (15+ years)',
    adaptation: 'concise, high-level, expert-to-expert',
  },
] as const;

export const EXPERIENCE_LEVELS = ['graduate', 'intermediate', 'senior', 'expert'] as const;
export const experienceLevelSchema = z.enum(EXPERIENCE_LEVELS);
export type ExperienceLevel = z.infer<typeof experienceLevelSchema>;

export const COMPANY_TYPES = [
  'Construction Company',
  'Engineering Consultancy',
  'Architecture Firm',
  'Government Agency',
  'Educational Institution',
  'Property Developer',
  'Building Materials Supplier',
  'Independent Contractor',
  'Other',
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const industrySectorSchema = z.enum(INDUSTRY_SECTORS as [IndustrySector, ...IndustrySector[]]);
export const disciplineSchema = z.enum(DISCIPLINES as [Discipline, ...Discipline[]]);
export const companyTypeSchema = z.enum(COMPANY_TYPES);

// Type guards: deciders validate against the lists without depending on zod's error format.
const sectorSet: ReadonlySet<string> = new Set(INDUSTRY_SECTORS);
const disciplineSet: ReadonlySet<string> = new Set(DISCIPLINES);
const companyTypeSet: ReadonlySet<string> = new Set(COMPANY_TYPES);
const experienceLevelSet: ReadonlySet<string> = new Set(EXPERIENCE_LEVELS);

export const isIndustrySector = (value: string): value is IndustrySector => sectorSet.has(value);
export const isDiscipline = (value: string): value is Discipline => disciplineSet.has(value);
export const isCompanyType = (value: string): value is CompanyType => companyTypeSet.has(value);
export const isExperienceLevel = (value: string): value is ExperienceLevel => experienceLevelSet.has(value);

export function experienceLevelLabel(level: ExperienceLevel): string {
  return EXPERIENCE_LEVEL_OPTIONS.find((o) => o.value === level)?.label ?? level;
}
