import { type OfflineTopic } from './offline-topic';

/** Building services: stormwater, water supply protection and electrical installations. */
export const SERVICES_TOPICS: readonly OfflineTopic[] = [
  {
    id: 'roof-drainage',
    title: 'Roof gutter and downpipe sizing',
    emoji: '🌧️',
    keywords: [
      'gutter',
      'downpipe',
      'roof drainage',
      'stormwater',
      '3500.3',
      'box gutter',
      'eaves gutter',
      'rainwater head',
      'sump',
    ],
    hints: ['rainfall', 'overflow', 'catchment', 'ifd'],
    summary:
      'Gutters and downpipes are sized to AS/NZS 3500.3 from the design rainfall intensity, the catchment area and the gutter type, with overflow provided for rain beyond the design event.',
    technical: [
      'Take the design rainfall intensity for the site from the Bureau of Meteorology IFD data at the annual exceedance probability AS/NZS 3500.3 requires for the gutter type (box gutters are designed for rarer events than eaves gutters).',
      'Work out the catchment area for each downpipe, allowing for roof slope and any wall that sheds water onto the roof.',
      "- Eaves gutters: the standard's charts relate catchment area per downpipe to gutter cross-section.\n- Box gutters: size the gutter, sump and rainwater head together, with an overflow path.",
      'Overflow measures must keep water out of the building when the gutter is overwhelmed.',
    ],
    facts: [
      {
        label: 'overflow',
        keywords: ['overflow', 'flood', 'blocked', 'overwhelm'],
        text: 'Provide overflow for rain beyond the design event or a blocked outlet: for eaves gutters, measures such as slotted gutters or a gap under the fascia; for box gutters, a rainwater head or sump with an overflow discharging visibly outside the building (AS/NZS 3500.3).',
      },
      {
        label: 'gutter falls',
        keywords: ['fall', 'gradient', 'slope', 'grade'],
        text: 'Eaves gutters are laid to a fall towards the outlets (AS/NZS 3500.3 and the Housing Provisions give the minimum; 1:500 is the common minimum for eaves gutters), and box gutters to the fall their design assumed.',
      },
    ],
    checks: [
      'Design rainfall intensity and AEP for each gutter type',
      'Catchment area per downpipe',
      'Overflow provisions',
      'Falls and expansion joints',
    ],
    nextSteps: [
      'Obtain the site IFD rainfall data.',
      'Mark catchments and downpipe locations on the roof plan.',
      'Size gutters and downpipes from the AS/NZS 3500.3 method.',
      'Detail overflow provisions and confirm with the plumber.',
    ],
    references: [
      'AS/NZS 3500.3 Plumbing and drainage: stormwater drainage',
      'NCC Volume Three (Plumbing Code of Australia)',
      'BoM design rainfall (IFD) data',
    ],
  },
  {
    id: 'backflow',
    title: 'Backflow prevention',
    emoji: '🚰',
    keywords: [
      'backflow',
      'cross-connection',
      'cross connection',
      'rpz',
      'rpzd',
      'double check',
      '3500.1',
      'hazard rating',
    ],
    hints: ['hazard', 'containment', 'water supply'],
    summary:
      'AS/NZS 3500.1 requires backflow prevention matched to the hazard rating of each cross-connection: individual, zone and containment protection.',
    technical: [
      'Rate each cross-connection as **high, medium or low hazard** using AS/NZS 3500.1; the rating decides the device type.',
      'Provide containment protection at the property boundary as the water authority requires, in addition to individual or zone protection inside.',
      'Testable devices must be registered and tested after installation and at least annually by a licensed tester.',
      'Backflow prevention is plumbing work under NCC Volume Three (the Plumbing Code of Australia), for which AS/NZS 3500.1 is the deemed-to-satisfy solution: show every device on the hydraulic drawings so the plumber, the tester and the water authority work from the same protection.',
    ],
    facts: [
      {
        label: 'device by hazard rating',
        keywords: ['device', 'valve', 'high', 'medium', 'low', 'which', 'rpz', 'air gap', 'double check'],
        text: '- High hazard: a reduced pressure zone device (RPZD) or an air gap.\n- Medium hazard: a testable double check valve is typical.\n- Low hazard: non-testable devices may be accepted.',
      },
    ],
    tables: [
      {
        caption: 'Backflow protection by hazard rating (AS/NZS 3500.1)',
        headers: ['Hazard rating', 'Typical protection'],
        rows: [
          ['High', 'Registered air gap or reduced pressure zone device (RPZD)'],
          ['Medium', 'Testable double check valve (or a high hazard device)'],
          ['Low', 'Non-testable device such as a dual check valve (or a higher device)'],
        ],
        keywords: ['hazard', 'device', 'rating', 'table'],
      },
    ],
    checks: [
      'Hazard rating of every cross-connection',
      'Device type per rating',
      'Containment at the boundary',
      'Registration and annual testing',
    ],
    nextSteps: [
      'List every cross-connection on the hydraulic drawings.',
      'Assign hazard ratings and select devices.',
      'Confirm containment requirements with the water authority.',
      'Schedule commissioning tests and registration.',
    ],
    references: [
      'AS/NZS 3500.1 Plumbing and drainage: water services',
      'NCC Volume Three (Plumbing Code of Australia)',
      'Local water authority backflow policy',
    ],
  },
  {
    id: 'electrical',
    title: 'Electrical installations (AS/NZS 3000 Wiring Rules)',
    emoji: '🔌',
    keywords: [
      '3000',
      'wiring rules',
      'electrical',
      'rcd',
      'residual current',
      'switchboard',
      'circuit breaker',
      'earthing',
      '3008',
      'socket-outlet',
      'power point',
    ],
    hints: ['wiring', 'cable', 'circuit', 'electrician', 'power'],
    summary:
      'Electrical installations are designed, installed and verified to AS/NZS 3000 (the Wiring Rules), with cables selected to AS/NZS 3008.1; only licensed electricians carry out the work.',
    technical: [
      'The Wiring Rules are called up by state electrical safety legislation: the work is done by a licensed electrician, who tests it and issues the state’s certificate of compliance.',
      'Select cables for current-carrying capacity, voltage drop and short-circuit performance to **AS/NZS 3008.1**, with the installation method accounted for.',
      'Provide earthing and equipotential bonding, and protective devices coordinated with the cables they protect.',
      'In baths, showers and other wet locations, AS/NZS 3000 restricts equipment by zone around the water source.',
    ],
    facts: [
      {
        label: 'RCD protection',
        keywords: ['rcd', 'residual current', 'safety switch'],
        text: 'AS/NZS 3000 requires 30 mA RCD protection (safety switches) on final subcircuits supplying socket-outlets and lighting in domestic installations, and on further circuits in the current edition: check the edition adopted in your state.',
      },
      {
        label: 'wet-area zones',
        keywords: ['bath', 'shower', 'wet', 'zone', 'pool'],
        text: 'AS/NZS 3000 sets zones around baths, showers and pools (zone 0 inside the fixture, then zones 1 and 2 outwards) with the equipment and IP ratings allowed in each.',
      },
    ],
    checks: [
      'Licensed electrician and certificate of compliance',
      'Cable selection (AS/NZS 3008.1)',
      'RCD protection',
      'Earthing and bonding',
      'Wet-area zones',
    ],
    nextSteps: [
      'Confirm the edition of AS/NZS 3000 adopted in your state.',
      'Size cables and protection with the electrical designer.',
      'Check RCD coverage of every final subcircuit required.',
      'Obtain the certificate of compliance after testing.',
    ],
    references: [
      'AS/NZS 3000 Electrical installations (the Wiring Rules)',
      'AS/NZS 3008.1 Electrical installations: selection of cables',
      'State electrical safety legislation',
    ],
  },
];
