import { BRAND_NAME } from '../../ui/Logo';

// `.example` is reserved for documentation (RFC 2606), so the address can never reach a stranger's mailbox while
// the production domain is still to be chosen. Change it here and every page follows.
export const SITE_DOMAIN = 'leasedeals.example';
export const CAREERS_EMAIL = `careers@${SITE_DOMAIN}`;

export interface Role {
  id: string;
  title: string;
  team: string;
  location: string;
  hours: string;
  summary: string;
  responsibilities: readonly string[];
  lookingFor: readonly string[];
}

export const ABOUT_US: readonly string[] = [
  `${BRAND_NAME} is a UK start-up building the lease comparison site we always wanted to use. Lease prices are hard to compare: the headline monthly figure hides the initial rental and the fees, and nobody shows how a price has moved. We show the total cost of every deal, its price history and a deal score whose formula anyone can read.`,
  'We are a small team of engineers, data people and leasing specialists. We work remotely across the UK and get together in person every few weeks to plan, argue and eat well.',
];

export const HOW_WE_WORK: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'Show the whole price',
    text: 'If a number affects what a customer pays, it belongs on the page. We would rather lose a click than hide a fee.',
  },
  {
    title: 'Rankings nobody can buy',
    text: 'Our deal score depends only on prices, and we publish the formula. No supplier can pay to change it.',
  },
  {
    title: 'Small, careful changes',
    text: 'We ship small changes often, test them properly and keep a record of why we made each decision.',
  },
  {
    title: 'Flexible by default',
    text: 'We agree a few hours a day when everyone is around; the rest of the day is yours to arrange. Ask about part-time or compressed hours for any role.',
  },
];

export const ROLES: readonly Role[] = [
  {
    id: 'senior-software-engineer',
    title: 'Senior software engineer, TypeScript',
    team: 'Engineering',
    location: 'Remote, UK',
    hours: 'Full-time or four days a week',
    summary:
      'Build the search, pricing and supplier-feed systems behind the site: an event-sourced platform in TypeScript with Fastify, PostgreSQL and React.',
    responsibilities: [
      'Design and build features end to end, from the domain rules to the page a customer sees.',
      'Keep the price history and deal scores correct as thousands of supplier prices change every day.',
      'Make the site fast and accessible on a mid-range phone on a slow connection.',
      'Review code, share what you know and help decide what we build next.',
    ],
    lookingFor: [
      'Several years building production web applications in TypeScript or a similar language.',
      'Confidence with SQL and relational databases.',
      'Care for testing, accessibility and clear writing.',
      'Experience of event sourcing is a bonus, not a requirement.',
    ],
  },
  {
    id: 'supplier-partnerships-manager',
    title: 'Supplier partnerships manager',
    team: 'Partnerships',
    location: 'Remote, UK, with some travel',
    hours: 'Full-time',
    summary:
      'Bring more UK leasing companies and brokers on to the site, and help them send us complete, accurate prices.',
    responsibilities: [
      'Find, approach and sign up leasing companies and brokers across the UK.',
      'Help new suppliers connect their rate books and price feeds, working with our engineers.',
      'Keep in touch with existing suppliers, and make sure what they show customers is accurate and complete.',
    ],
    lookingFor: [
      'Experience in vehicle leasing, fleet or motor finance, or in supplier-facing roles at a comparison site.',
      'A working knowledge of contract hire and how funders price it.',
      'Comfort with spreadsheets and with explaining data problems plainly.',
    ],
  },
  {
    id: 'leasing-content-writer',
    title: 'Leasing and motoring writer',
    team: 'Content',
    location: 'Remote, UK',
    hours: 'Part-time, three days a week',
    summary: 'Write the guides, FAQs and blog posts that help people understand leasing before they sign for three or four years.',
    responsibilities: [
      'Write and keep up to date our guides on leasing, tax and electric cars.',
      'Explain rule changes, such as company car tax and road tax rates, as they happen.',
      'Work with our data team to turn what we see in the market into useful stories.',
    ],
    lookingFor: [
      'A portfolio of clear, accurate writing about money, motoring or consumer rights.',
      'The habit of checking facts at their source, such as HMRC, the FCA and the BVRLA.',
      'Plain English that respects the reader.',
    ],
  },
];

export const HOW_TO_APPLY: readonly string[] = [
  'Email us with the role in the subject line. Send a CV or a link to your LinkedIn profile, and a few lines on why the role interests you. No cover letter needed.',
  'We reply to every application within a week.',
  'Then a 30-minute video call with the hiring manager, a conversation about some real work with two people from the team, and a final chat with a founder. If we ask for a take-home task, it will take no more than two hours.',
  'Tell us about any adjustments you need at any stage and we will make them.',
];

export const WORK_ELIGIBILITY = 'You will need the right to work in the UK.';
