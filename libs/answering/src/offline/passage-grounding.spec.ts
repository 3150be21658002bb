import { type RetrievedPassage } from '../answer-generator.port';
import { groundInPassages, stem, terms } from './passage-grounding';

const passage = (documentId: string, title: string, text: string): RetrievedPassage => ({
  documentId,
  title,
  scope: 'personal',
  text,
});

const cited = (question: string, passages: RetrievedPassage[]) =>
  groundInPassages(question, passages, 2).map(({ passage: p }) => p.documentId);

describe('passage grounding', () => {
  it('stems the forms a question and a document use to the same term', () => {
    expect(stem('waterproofing')).toBe(stem('waterproof'));
    expect(stem('specification')).toBe(stem('specs'));
    expect(stem('classification')).toBe('class');
    expect(stem('handrails')).toBe('handrail');
    expect(stem('treated')).toBe('treat');
    expect(stem('ring')).toBe('ring');
  });

  it('leaves out the kind of building the asker works on: every project document names it', () => {
    expect([...terms('RCD protection of the final subcircuits in our warehouse office')]).toEqual([
      'rcd',
      'protection',
      'final',
      'subcircuit',
    ]);
  });

  it('counts the title, so "our specification" meets the specification a passage comes from', () => {
    const spec = passage(
      'doc-spec',
      'Specification 0611 Waterproofing (wet areas)',
      'Waterproof shower recesses and bathroom floors in accordance with AS 3740.',
    );
    const landscape = passage(
      'doc-landscape',
      'Landscape plan notes',
      'Lawn areas turfed with buffalo grass.',
    );
    expect(
      cited(
        'What does our specification require for waterproofing the showers, and which standard does it call up?',
        [landscape, spec],
      ),
    ).toEqual(['doc-spec']);
  });

  it('does not cite a document only because it is of the kind the question names', () => {
    const balconies = passage(
      'doc-0621',
      'Architectural specification 0621 External waterproofing',
      'Balconies over habitable rooms: membrane system designed and installed to AS 4654.2.',
    );
    const lifts = passage(
      'doc-lifts',
      'Lift specification 1410',
      'Passenger lifts: two machine-room-less lifts.',
    );
    expect(
      cited('What do our specs say about waterproofing the balconies, and which standard governs it?', [
        lifts,
        balconies,
      ]),
    ).toEqual(['doc-0621']);
  });

  it('does not cite a document that shares only the building it is for', () => {
    const paint = passage(
      'doc-paint',
      'Internal finishes and paint schedule',
      'Office walls: two coats of low-sheen acrylic. Warehouse columns: two-pack epoxy in safety yellow.',
    );
    expect(
      cited('Which standard covers the RCD protection of the final subcircuits in our warehouse office?', [
        paint,
      ]),
    ).toEqual([]);
  });

  it('cites the geotechnical report for the site class, not the electrical specification', () => {
    const geotech = passage(
      'doc-geotech',
      'Geotechnical investigation report, 14 Example Street',
      'Site classification: Class M in accordance with AS 2870, based on the clay profile in the boreholes.',
    );
    const electrical = passage(
      'doc-electrical',
      'Electrical services specification',
      'Provide a three-phase supply to the main switchboard. Protect every final subcircuit with an RCBO.',
    );
    expect(
      cited(
        'What site class did our geotechnical report give, and what does it mean for the house slab design?',
        [electrical, geotech],
      ),
    ).toEqual(['doc-geotech']);
  });
});
