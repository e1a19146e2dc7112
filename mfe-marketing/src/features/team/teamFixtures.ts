// Team rows for tests, shaped like the seed's team_members rows.
import type { TeamMember } from '@firm/shared-contracts';

export function member(overrides: Partial<TeamMember> & Pick<TeamMember, 'first_name' | 'department'>): TeamMember {
  return {
    id: `${overrides.department}-${overrides.first_name}`.toLowerCase().replace(/\s+/g, '-'),
    title: 'Bookkeeper',
    description: null,
    sort_order: 1,
    avatar_url: `/images/team/${overrides.first_name.toLowerCase()}.webp`,
    team: 'Client Accounting',
    about: null,
    experience: null,
    hobbies: null,
    favorite_foods: null,
    linkedin_url: null,
    twitter_url: null,
    proadvisor_url: null,
    badges: [],
    qbo_level_1: false,
    qbo_level_2: false,
    qbo_payroll: false,
    cpb_designation: false,
    ea_certification: false,
    ...overrides,
  };
}

/** Deliberately out of order: the directory must not depend on the read's order alone. */
export const TEAM: TeamMember[] = [
  member({ first_name: 'Nate', department: 'Revenue Operations', sort_order: 1, title: 'Head of Revenue Operations' }),
  member({ first_name: 'Tomas', department: 'Operations', sort_order: 1, title: 'Senior Bookkeeper' }),
  member({
    first_name: 'Marcus',
    department: 'Leadership',
    sort_order: 2,
    title: 'Chief Operating Officer',
    team: 'Executive',
  }),
  member({
    first_name: 'Elena',
    department: 'Leadership',
    sort_order: 1,
    title: 'Founder & CEO',
    team: 'Executive',
    about: 'Elena built the firm around one idea.',
    experience: '14 years in small-business accounting.',
    hobbies: 'Trail running at Red Rock Canyon.',
    favorite_foods: 'Green chile enchiladas.',
    linkedin_url: 'https://www.linkedin.com/in/example-elena',
    twitter_url: 'https://x.com/example_elena',
    proadvisor_url: 'https://proadvisor.example/elena',
    badges: [
      { badge_image: '/images/badges/qbo-advanced.svg', has_proadvisor_link: true },
      { badge_image: '/images/badges/cpb.svg', has_proadvisor_link: false },
    ],
  }),
  member({ first_name: 'Aisha', department: 'Operations', sort_order: 2, title: 'Payroll Specialist' }),
  member({ first_name: 'Amir', department: 'Operations', sort_order: 2, title: 'Bookkeeper' }),
];
