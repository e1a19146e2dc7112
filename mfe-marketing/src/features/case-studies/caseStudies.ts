// The nine case studies. One record per client;
// the list page and the one detail template render these and nothing else.

export const CASE_STUDY_SLUGS = [
  'omaha-clean-sweep',
  'proplumbing',
  'urban-thread',
  'socal-street-eats',
  'green-edge-lawn-services',
  'azteca-mobile-tire',
  'asap-air-conditioning',
  'fresh-start-cleaning',
  'drunk-elephant',
] as const;

export type CaseStudySlug = (typeof CASE_STUDY_SLUGS)[number];

export interface CaseStudyHighlight {
  /** The figure, shown large ('45 days'). */
  value: string;
  /** What the figure measures. */
  label: string;
}

export interface CaseStudy {
  slug: CaseStudySlug;
  company: string;
  industry: string;
  location: string;
  /** Page title without the brand. */
  title: string;
  metaDescription: string;
  /** One line for the hero and the list card. */
  headline: string;
  summary: string;
  image: { src: string; alt: string };
  background: string[];
  quote: { text: string; name: string; role: string };
  challenge: { intro: string; points: string[] };
  solution: { intro: string; points: string[] };
  results: {
    intro: string;
    highlights: readonly [CaseStudyHighlight, CaseStudyHighlight, CaseStudyHighlight];
    bullets: string[];
  };
}

/** Hero and card illustrations share one size. */
export const CASE_STUDY_IMAGE_SIZE = { width: 1200, height: 675 } as const;

const image = (slug: CaseStudySlug, alt: string) => ({ src: `/assets/case-studies/${slug}.svg`, alt });

export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    slug: 'omaha-clean-sweep',
    company: 'Omaha Clean Sweep',
    industry: 'Commercial cleaning',
    location: 'Omaha, Nebraska',
    title: 'Omaha Clean Sweep Case Study: 12 Months of Books Rebuilt in 45 Days',
    metaDescription:
      'How a commercial cleaning company in Omaha went from a year of unreconciled books to a clean, lender-ready ledger in 45 days, and now closes each month within 5 business days.',
    headline: '12 months of books rebuilt in 45 days',
    summary:
      'A year of unreconciled accounts stood between this cleaning company and its equipment loan. We rebuilt the books and set up a monthly close the owner can rely on.',
    image: image('omaha-clean-sweep', 'Illustration of a cleaning cart and spray bottle over a ledger grid'),
    background: [
      'Omaha Clean Sweep cleans offices, clinics and retail spaces across the Omaha metro with crews that work nights and weekends.',
      'When its part-time bookkeeper moved on, nobody reconciled the accounts for a full year. Deposits, supply purchases and the owner\'s personal card all landed in the same pile.',
    ],
    quote: {
      text: 'Our lender asked for financials and I honestly didn\'t know what we had. Six weeks later I handed over statements I could explain line by line.',
      name: 'Dana K.',
      role: 'Owner, Omaha Clean Sweep',
    },
    challenge: {
      intro: 'The business was growing, but the books had stopped at the point the bookkeeper left.',
      points: [
        '12 months of bank and credit card activity never reconciled',
        'Personal and business spending mixed on one card',
        'An equipment lender waiting on a profit and loss statement and balance sheet',
        'No idea which contracts actually made money after labor and supplies',
      ],
    },
    solution: {
      intro: 'Our AI bookkeeping agents categorized the backlog, and a human specialist reviewed every account before anything was final.',
      points: [
        'Rebuilt 12 months of transactions from bank and card statements',
        'Separated owner spending and recorded it as draws, with the owner\'s sign-off',
        'Set up classes by contract so each client site shows its own margin',
        'Started a monthly close with a short review call after each month',
      ],
    },
    results: {
      intro: 'The lender received clean statements, and the owner now sees each month before the next one is half over.',
      highlights: [
        { value: '12 months', label: 'of books rebuilt and reconciled' },
        { value: '45 days', label: 'from kickoff to lender-ready financials' },
        { value: '5 business days', label: 'to close the books each month' },
      ],
      bullets: [
        'Equipment loan application submitted with reconciled statements',
        'Owner draws tracked separately from business expenses',
        'Profit by contract visible every month',
        'Year-end handed to the CPA with no open questions',
      ],
    },
  },
  {
    slug: 'proplumbing',
    company: 'ProPlumbing',
    industry: 'Residential and commercial plumbing',
    location: 'Henderson, Nevada',
    title: 'ProPlumbing Case Study: Finding $4,000 in Monthly Hidden Losses',
    metaDescription:
      'Job costing showed a Henderson plumbing company it was losing $4,000 a month on flat-rate jobs. See how the numbers changed its pricing within 60 days.',
    headline: 'Job costing uncovered $4,000 in monthly hidden losses',
    summary:
      'Revenue was up, yet cash was always tight. Job-level costing showed exactly which flat-rate jobs were losing money.',
    image: image('proplumbing', 'Illustration of a pipe wrench and pipe fittings over a ledger grid'),
    background: [
      'ProPlumbing runs service vans across Henderson and the south Las Vegas valley, handling repairs, water heaters and small commercial build-outs.',
      'Every job was priced from a flat-rate sheet written years earlier, and the books only showed totals for the whole company.',
    ],
    quote: {
      text: 'We were busier than ever and still short every month. Seeing profit per job was the first time the numbers told us why.',
      name: 'Marco R.',
      role: 'Founder, ProPlumbing',
    },
    challenge: {
      intro: 'The company could not see profit by job type, so underpriced work kept getting booked.',
      points: [
        'Materials bought on the way to jobs were never tied back to the job',
        'Technician hours recorded on paper and entered weeks later',
        'Flat-rate prices that had not kept up with parts costs',
        'Cash flow gaps despite record revenue',
      ],
    },
    solution: {
      intro: 'We connected the field software to QuickBooks Online and built job costing the owner could read in one page.',
      points: [
        'Linked every supply-house purchase to a job number',
        'Pulled technician time from the field app into payroll and job costs',
        'Reported gross margin by job type each month',
        'Reviewed the flat-rate sheet with the owner using real costs',
      ],
    },
    results: {
      intro: 'The numbers pointed straight at water-heater replacements and after-hours calls.',
      highlights: [
        { value: '$4,000', label: 'in monthly hidden losses found' },
        { value: '60 days', label: 'to repriced, profitable job types' },
        { value: 'Every job', label: 'now shows its own margin' },
      ],
      bullets: [
        'Flat-rate prices updated for water heaters and after-hours work',
        'Materials matched to jobs instead of a single supplies account',
        'Monthly margin report reviewed before each pricing change',
        'Cash gaps closed without taking on new debt',
      ],
    },
  },
  {
    slug: 'urban-thread',
    company: 'Urban Thread',
    industry: 'Apparel boutique and online store',
    location: 'Salt Lake City, Utah',
    title: 'Urban Thread Case Study: A Monthly Close in 5 Business Days',
    metaDescription:
      'How an apparel boutique with a storefront and an online shop moved from year-end catch-up to books closed within 5 business days every month.',
    headline: 'From year-end catch-up to a 5-day monthly close',
    summary:
      'Store sales, online orders and payment processor payouts never matched. A clear monthly close turned guesswork into a routine.',
    image: image('urban-thread', 'Illustration of a clothes hanger and shopping bag over a ledger grid'),
    background: [
      'Urban Thread sells its own apparel line from a downtown storefront and an online shop.',
      'The owners did their own books once a year, the week before their tax appointment.',
    ],
    quote: {
      text: 'I used to dread January. Now I get my numbers in the first week of every month and plan buys around them.',
      name: 'Priya S.',
      role: 'Co-owner, Urban Thread',
    },
    challenge: {
      intro: 'Sales came in through three systems and none of them agreed with the bank.',
      points: [
        'Point-of-sale, online store and processor payouts recorded gross, net and in between',
        'Processing fees and refunds buried inside deposits',
        'Inventory purchases expensed the day they were paid',
        'Sales tax reports prepared from memory',
      ],
    },
    solution: {
      intro: 'We set up clearing accounts for every sales channel and a monthly close checklist.',
      points: [
        'Recorded sales gross, with fees and refunds on their own lines',
        'Matched every payout to the orders behind it',
        'Tracked inventory on the balance sheet and cost of goods by month',
        'Prepared the sales tax figures from the books, not from the store reports',
      ],
    },
    results: {
      intro: 'The owners now review last month\'s numbers before placing the next month\'s orders.',
      highlights: [
        { value: '5 business days', label: 'to close the books each month' },
        { value: 'Every payout', label: 'matched to the orders behind it' },
        { value: 'Monthly', label: 'gross margin by sales channel' },
      ],
      bullets: [
        'Store and online sales reconciled to the bank every month',
        'Processing fees visible as a cost instead of hidden in deposits',
        'Inventory and cost of goods reported monthly',
        'Sales tax filings prepared from reconciled books',
      ],
    },
  },
  {
    slug: 'socal-street-eats',
    company: 'SoCal Street Eats',
    industry: 'Food trucks and catering',
    location: 'San Diego, California',
    title: 'SoCal Street Eats Case Study: Payroll for Six Employees Set Up in Under 10 Business Days',
    metaDescription:
      'A San Diego food truck business moved six employees onto reliable payroll with tip reporting, set up in under 10 business days, with profit tracked by truck and event.',
    headline: 'Payroll for six employees, set up in under 10 business days',
    summary:
      'Hand-written pay stubs and tips paid from the cash box were a risk. We moved the crew onto proper payroll and tied every event to its own numbers.',
    image: image('socal-street-eats', 'Illustration of a food truck with an awning over a ledger grid'),
    background: [
      'SoCal Street Eats runs two trucks at breweries, festivals and private catering events around San Diego.',
      'The owner was paying the crew by check and sorting out tips in a notebook.',
    ],
    quote: {
      text: 'Payday used to eat my whole Sunday. Now I approve it on my phone and the crew gets paid on time with their tips on the stub.',
      name: 'Luis M.',
      role: 'Owner, SoCal Street Eats',
    },
    challenge: {
      intro: 'The crew was growing and the payroll process had not grown with it.',
      points: [
        'Six employees paid by hand-written check',
        'Tips tracked in a notebook instead of through payroll',
        'No record of which events and catering jobs were worth repeating',
        'Quarterly payroll filings prepared at the last minute',
      ],
    },
    solution: {
      intro: 'We set up payroll, moved tips onto it, and tagged income and costs by truck and event.',
      points: [
        'Onboarded all six employees with direct deposit',
        'Recorded card tips through payroll with each pay run',
        'Added truck and event tags to sales and food costs',
        'Scheduled payroll tax filings so none are left to the deadline',
      ],
    },
    results: {
      intro: 'Payroll became a five-minute approval, and event profits now drive the calendar.',
      highlights: [
        { value: 'Six employees', label: 'paid by direct deposit with tips reported' },
        { value: 'Under 10 business days', label: 'from signed engagement to first payroll' },
        { value: 'Every event', label: 'shows its own profit after food and labor' },
      ],
      bullets: [
        'Pay stubs show hours, tips and withholding',
        'Payroll tax filings handled on schedule',
        'Low-margin events dropped from the calendar',
        'Catering quotes built on real food and labor costs',
      ],
    },
  },
  {
    slug: 'green-edge-lawn-services',
    company: 'Green Edge Lawn Services',
    industry: 'Landscaping and lawn care',
    location: 'Reno, Nevada',
    title: 'Green Edge Lawn Services Case Study: Planning 4 Months of Off-Season Cash',
    metaDescription:
      'How a Reno landscaping company used a rolling cash flow forecast to plan four slow winter months and keep its crew on payroll year round.',
    headline: 'A cash plan that covers the 4-month off-season',
    summary:
      'Summers were busy and winters were lean. A rolling cash flow forecast let the owner plan the slow months instead of fearing them.',
    image: image('green-edge-lawn-services', 'Illustration of a lawn mower and leaves over a ledger grid'),
    background: [
      'Green Edge Lawn Services maintains residential and HOA landscapes in the Reno and Sparks area.',
      'Roughly four months a year the work slows to snow removal and a few installs, while payroll and equipment payments keep coming.',
    ],
    quote: {
      text: 'For the first time I knew in August what January would look like. We kept the whole crew through winter.',
      name: 'Tom H.',
      role: 'Owner, Green Edge Lawn Services',
    },
    challenge: {
      intro: 'The business made money over a year, but not in every month.',
      points: [
        'Four slow months with fixed payroll and equipment payments',
        'Seasonal hires paid without a clear labor budget',
        'HOA contracts invoiced late, slowing collections',
        'Equipment bought on cards when cash ran short',
      ],
    },
    solution: {
      intro: 'We kept the monthly books current and built a rolling 13-week cash flow forecast on top of them.',
      points: [
        'Weekly cash forecast updated from the reconciled books',
        'Invoicing schedule for HOA contracts on the first of the month',
        'Labor budget by season, checked against payroll each month',
        'An equipment plan that spreads purchases across the strong months',
      ],
    },
    results: {
      intro: 'The winter was planned in the summer, with cash set aside in the months that produce it.',
      highlights: [
        { value: '4 months', label: 'of off-season costs planned in advance' },
        { value: '13 weeks', label: 'of cash flow forecast, updated every week' },
        { value: 'Year round', label: 'crew kept on payroll through winter' },
      ],
      bullets: [
        'HOA contracts invoiced on a fixed schedule',
        'Seasonal labor budget reviewed monthly',
        'Equipment purchases timed to strong months',
        'No cash-advance financing needed in the off-season',
      ],
    },
  },
  {
    slug: 'azteca-mobile-tire',
    company: 'Azteca Mobile Tire',
    industry: 'Mobile tire service',
    location: 'Las Vegas, Nevada',
    title: 'Azteca Mobile Tire Case Study: Financing-Ready in 90 Days, Fleet Doubled in 24 Months',
    metaDescription:
      'How a Las Vegas mobile tire company became financing-ready within 90 days and doubled its fleet of service vans in 24 months with clean books and per-van reporting.',
    headline: 'Financing-ready within 90 days; fleet doubled in 24 months',
    summary:
      'Demand was there, but lenders needed financials the company did not have. Clean books and per-van reporting opened the door to growth.',
    image: image('azteca-mobile-tire', 'Illustration of a service van and a tire over a ledger grid'),
    background: [
      'Azteca Mobile Tire brings tire repair and replacement to drivers and fleets anywhere in the Las Vegas valley.',
      'The owners wanted more vans on the road, but their books were a shoebox of receipts and a bank app.',
    ],
    quote: {
      text: 'The bank\'s first question was always "where are your financials?" Three months later we had an answer, and then we had the vans.',
      name: 'Alejandra G.',
      role: 'Co-owner, Azteca Mobile Tire',
    },
    challenge: {
      intro: 'Growth needed financing, and financing needed books a lender could trust.',
      points: [
        'No balance sheet or profit and loss statement a lender would accept',
        'Vehicle costs mixed with personal vehicles',
        'No view of which van or service area earned the most',
        'Sales tax on tires tracked by hand',
      ],
    },
    solution: {
      intro: 'We cleaned up the books, separated vehicle costs, and built reporting a lender can read.',
      points: [
        'Reconciled every business account and documented the owners\' equity',
        'Tracked fuel, maintenance and loan costs per van',
        'Produced monthly financial statements with a year-over-year view',
        'Prepared a lender package with statements and cash flow history',
      ],
    },
    results: {
      intro: 'The first equipment loan came within the quarter, and the numbers kept supporting the next ones.',
      highlights: [
        { value: '90 days', label: 'to financing-ready financial statements' },
        { value: '24 months', label: 'to double the fleet of service vans' },
        { value: 'Per van', label: 'profit reported every month' },
      ],
      bullets: [
        'Equipment financing approved on the strength of clean statements',
        'Each new van judged against the margin of the existing fleet',
        'Tire sales tax reported from reconciled books',
        'Owners review a one-page dashboard each month',
      ],
    },
  },
  {
    slug: 'asap-air-conditioning',
    company: 'ASAP Air Conditioning',
    industry: 'HVAC installation and repair',
    location: 'Mesa, Arizona',
    title: 'ASAP Air Conditioning Case Study: Field Software and Books in Sync in Under 10 Business Days',
    metaDescription:
      'How an air conditioning company in Mesa connected its field service software to QuickBooks Online in under 10 business days and got job costing by technician.',
    headline: 'Field software and books in sync in under 10 business days',
    summary:
      'Summer jobs were entered twice, once in the field app and once in QuickBooks. We connected the two and built job costing on top.',
    image: image('asap-air-conditioning', 'Illustration of an air conditioning unit and a thermometer over a ledger grid'),
    background: [
      'ASAP Air Conditioning installs and repairs residential air conditioning systems across Mesa, Gilbert and the East Valley.',
      'In peak season the office manager spent evenings re-keying invoices from the field software into the books.',
    ],
    quote: {
      text: 'Our office manager got her evenings back, and I can finally see which installs pay and which ones just keep us busy.',
      name: 'Ryan P.',
      role: 'President, ASAP Air Conditioning',
    },
    challenge: {
      intro: 'Two systems, no connection, and a busy season that did not leave time to fix it.',
      points: [
        'Invoices and payments entered twice',
        'Equipment and parts not tied to installs',
        'Overtime in peak months not visible by job',
        'Month-end took weeks, so decisions waited',
      ],
    },
    solution: {
      intro: 'We mapped the field software to the chart of accounts and connected it to QuickBooks Online.',
      points: [
        'Connected the field service app to QuickBooks Online',
        'Mapped services, equipment and parts to the right accounts',
        'Brought technician hours into job costing',
        'Set up a monthly close with a job profitability report',
      ],
    },
    results: {
      intro: 'Double entry ended, and install pricing now follows the numbers.',
      highlights: [
        { value: 'Under 10 business days', label: 'to connect field software and books' },
        { value: '5 business days', label: 'to close the books each month' },
        { value: 'Per technician', label: 'job profitability every month' },
      ],
      bullets: [
        'No more re-keying invoices and payments',
        'Equipment costs matched to each install',
        'Peak-season overtime visible by job',
        'Maintenance plans reported as recurring revenue',
      ],
    },
  },
  {
    slug: 'fresh-start-cleaning',
    company: 'Fresh Start Cleaning',
    industry: 'Residential cleaning',
    location: 'Phoenix, Arizona',
    title: 'Fresh Start Cleaning Case Study: 4 Months Behind to Current in 45 Days',
    metaDescription:
      'How a Phoenix cleaning company caught up four months of bookkeeping in 45 days and moved to monthly reports it can run the business on.',
    headline: 'Four months behind to current in 45 days',
    summary:
      'The owner was cleaning homes by day and doing books at midnight, and falling further behind. We caught up the backlog and took the books off her plate.',
    image: image('fresh-start-cleaning', 'Illustration of a bucket, sponge and sparkles over a ledger grid'),
    background: [
      'Fresh Start Cleaning provides recurring and move-out cleaning for homes across Phoenix and Scottsdale.',
      'With the business growing, bookkeeping slid to the bottom of the list until it was four months behind.',
    ],
    quote: {
      text: 'I started this business to clean houses, not to chase receipts. Now the books are done and I actually read the reports.',
      name: 'Monique T.',
      role: 'Owner, Fresh Start Cleaning',
    },
    challenge: {
      intro: 'Growth pushed the books to the bottom of a very long list.',
      points: [
        '4 months of transactions never categorized or reconciled',
        'Recurring clients paying by card, app and check',
        'Supply and mileage costs scattered across receipts',
        'No clear view of which services earned the most',
      ],
    },
    solution: {
      intro: 'We caught up the backlog first, then moved the business onto a monthly routine.',
      points: [
        'Categorized and reconciled the four-month backlog',
        'Matched every payment app deposit to client invoices',
        'Set up receipt capture for supplies and mileage',
        'Reported revenue by service type: recurring, deep clean and move-out',
      ],
    },
    results: {
      intro: 'The books are current, and the owner uses the monthly report to plan hiring.',
      highlights: [
        { value: '4 months', label: 'of backlog cleared' },
        { value: '45 days', label: 'from kickoff to current books' },
        { value: 'Monthly', label: 'revenue by service type' },
      ],
      bullets: [
        'Every payment app deposit matched to an invoice',
        'Supply and mileage receipts captured as they happen',
        'Move-out pricing raised after seeing its real labor cost',
        'Quarterly estimates prepared from current books',
      ],
    },
  },
  {
    slug: 'drunk-elephant',
    company: 'Drunk Elephant',
    industry: 'Beauty e-commerce',
    location: 'Newport Beach, California',
    title: 'Drunk Elephant Case Study: E-commerce Payouts Reconciled and Inventory Cleaned Up in 60 Days',
    metaDescription:
      'How a beauty e-commerce brand in Newport Beach reconciled storefront and marketplace payouts and got a clean inventory valuation within 60 days.',
    headline: 'Payouts reconciled and inventory cleaned up in 60 days',
    summary:
      'Marketplace payouts, storefront orders and inventory counts told three different stories. We brought them into one set of books.',
    image: image('drunk-elephant', 'Illustration of skincare bottles and a shopping cart over a ledger grid'),
    background: [
      'Drunk Elephant is a beauty e-commerce brand in Newport Beach selling skincare through its own storefront and online marketplaces.',
      'Growth across channels outpaced the accounting setup, and month-end meant days of spreadsheets.',
    ],
    quote: {
      text: 'We finally have one set of numbers that matches the bank, the storefront and the warehouse.',
      name: 'Operations lead',
      role: 'Drunk Elephant',
    },
    challenge: {
      intro: 'Each sales channel reported differently, and the books tried to follow all of them at once.',
      points: [
        'Marketplace payouts net of fees, refunds and reserves',
        'Inventory counts that did not match the balance sheet',
        'Shipping and fulfillment costs booked in one lump sum',
        'Month-end spreadsheets rebuilt by hand every time',
      ],
    },
    solution: {
      intro: 'We set up clearing accounts per channel, reconciled inventory, and standardized the close.',
      points: [
        'Split every payout into gross sales, fees, refunds and reserves',
        'Reconciled inventory to warehouse counts and adjusted cost of goods',
        'Recorded fulfillment and shipping by channel',
        'Built a monthly close checklist with review by a human specialist',
      ],
    },
    results: {
      intro: 'Channel profitability is now a monthly report instead of a quarterly project.',
      highlights: [
        { value: '60 days', label: 'to reconciled payouts and inventory' },
        { value: '5 business days', label: 'to close the books each month' },
        { value: 'Every channel', label: 'shows its own margin after fees and shipping' },
      ],
      bullets: [
        'Marketplace fees and reserves visible on their own lines',
        'Inventory on the balance sheet matches warehouse counts',
        'Shipping costs reported by channel',
        'Spreadsheet month-end retired',
      ],
    },
  },
];

export function findCaseStudy(slug: string | undefined): CaseStudy | undefined {
  return CASE_STUDIES.find((study) => study.slug === slug);
}
