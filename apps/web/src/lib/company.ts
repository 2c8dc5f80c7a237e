/** The company's details, shown in the footer and the terms as Danish e-commerce law expects. */
export const COMPANY = {
  name: 'Tredjedel ApS',
  address: 'Vesterbrogade 26, 1620 København V',
  cvr: '43 21 98 76',
  email: 'hej@tredjedel.dk',
} as const;
