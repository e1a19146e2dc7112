// The industry pages (attorneys, home services; the attorneys cards: docs/architecture.md#d2): one
// typed record each, rendered by IndustryPage in a fixed section order.

export const INDUSTRY_SLUGS = ['attorneys', 'home-services', 'ecommerce', 'logistics'] as const;
export type IndustrySlug = (typeof INDUSTRY_SLUGS)[number];

/** A link that reads like a button; `to` is a path or an in-page anchor ('#form'). */
export interface IndustryAction {
  to: string;
  label: string;
}

export interface InfoCard {
  title: string;
  text: string;
}

export interface ServiceCard extends InfoCard {
  to: string;
}

export interface IndustryPageRecord {
  slug: IndustrySlug;
  /** Page title without the brand. */
  title: string;
  /** The page's label in a breadcrumb trail. */
  breadcrumb: string;
  description: string;
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    action: IndustryAction;
    image: { src: string; alt: string };
  };
  /** The trusted-by band of client logos shared with other pages. */
  trustBand: boolean;
  pains: { title: string; intro: string; cards: InfoCard[]; closingLine?: string; action?: IndustryAction };
  impact?: { title: string; paragraphs: string[]; action: IndustryAction };
  services: { title: string; intro: string; cards: ServiceCard[] };
  deliver?: { title: string; intro: string; cards: InfoCard[]; action?: IndustryAction };
  /** `clients` names this industry's clients in a sentence; the reviews shown are theirs when there are any. */
  reviews: { title: string; intro: string; clients: string };
  /** The #form section the hero and pain section point to. */
  inquiry?: { title: string; text: string; action: IndustryAction };
  closing: { title: string; text: string; primary: IndustryAction; secondary?: IndustryAction };
}

/** Hero illustrations are 4:3. */
export const INDUSTRY_IMAGE_SIZE = { width: 1200, height: 900 } as const;

export const INDUSTRY_PAGES: Record<IndustrySlug, IndustryPageRecord> = {
  attorneys: {
    slug: 'attorneys',
    title: 'Bookkeeping for Law Firms',
    breadcrumb: 'Attorneys',
    description:
      'Bookkeeping for law firms: compliant IOLTA management, streamlined payroll and clear financial reporting for legal practices, checked by human specialists.',
    hero: {
      eyebrow: 'Bookkeeping for Law Firms',
      title: 'Trust Accounts Balanced. Numbers You Can Read.',
      lead: 'IOLTA management, payroll and financial reporting for legal practices. Our AI bookkeeping agents do the heavy lifting, and human specialists check every reconciliation before it reaches you.',
      action: { to: '#form', label: "Let's Fix This" },
      image: { src: '/assets/industries/attorneys.svg', alt: 'Illustration of scales of justice beside a ledger and a checked report' },
    },
    trustBand: true,
    pains: {
      title: 'The Hidden Costs of Messy Law Firm Books',
      intro: 'Most firms do not notice these until an audit, a partner meeting or tax season forces the issue.',
      cards: [
        {
          title: 'Trust Accounts Out of Balance',
          text: 'When the bank statement, the trust ledger and the client ledgers do not agree, every month you wait makes the gap harder to explain.',
        },
        {
          title: 'Audit Anxiety',
          text: 'A trust account review should be routine. Without monthly three-way reconciliations on file, it becomes a scramble through old statements.',
        },
        {
          title: 'Payroll Eating Partner Time',
          text: 'Attorneys and office managers running payroll by hand are not billing. Every hour spent on pay runs and tax forms is an hour off the clock.',
        },
        {
          title: 'Revenue You Cannot See',
          text: 'Without reporting by practice area and attorney, it is hard to tell which matters pay and which ones only keep the firm busy.',
        },
        {
          title: 'Costs Advanced, Never Recovered',
          text: 'Filing fees and expert costs paid on a client\'s behalf slip through when they are not tracked to the matter and billed back.',
        },
        {
          title: 'Tax Season Surprises',
          text: 'Books that are cleaned up once a year leave your CPA guessing, and guessing is expensive.',
        },
      ],
      action: { to: '#form', label: "Let's Make the Numbers Make Sense" },
    },
    services: {
      title: 'Services Built for Legal Practices',
      intro: 'Pick what your firm needs today; add more as it grows.',
      cards: [
        {
          title: 'Trust Account Reconciliation',
          text: 'Monthly three-way reconciliation of your IOLTA and other trust accounts, with reports kept ready for review.',
          to: '/services/trust-reconciliation',
        },
        {
          title: 'Monthly Bookkeeping',
          text: 'Operating accounts categorized, reconciled and closed every month in QuickBooks Online.',
          to: '/services/bookkeeping',
        },
        {
          title: 'Payroll',
          text: 'Attorneys and staff paid on time, with federal and state filings and W-2s handled.',
          to: '/services/payroll',
        },
        {
          title: 'Financial Reporting',
          text: 'Profit by practice area, attorney and matter type, in reports partners actually read.',
          to: '/services/financial-reporting',
        },
        {
          title: 'CPA Coordination',
          text: 'We work directly with your CPA so year-end questions get answered before they are asked.',
          to: '/services/cpa-coordination',
        },
        {
          title: 'Books Cleanup',
          text: 'Months or years behind? We rebuild the books so the firm starts from a clean, reconciled ledger.',
          to: '/services/books-cleanup',
        },
      ],
    },
    deliver: {
      title: 'IOLTA, Payroll and Reporting, Handled',
      intro: 'Three things every firm needs right, every month.',
      cards: [
        {
          title: 'IOLTA Management',
          text: 'Client funds tracked by matter, trust and operating money kept apart, and a three-way reconciliation on file each month.',
        },
        {
          title: 'Streamlined Payroll',
          text: 'Salaried attorneys, hourly staff and bonuses on one schedule, with payroll taxes filed on time.',
        },
        {
          title: 'Clear Financial Reporting',
          text: 'A monthly package with profit and loss, balance sheet, cash position and the numbers partners ask about.',
        },
      ],
    },
    reviews: {
      title: 'What Our Clients Say',
      intro: 'Verified reviews from the owners and managers we work with.',
      clients: 'law firms',
    },
    inquiry: {
      title: 'Tell Us About Your Firm',
      text: 'Share a few details about your practice, your trust accounts and where the books stand today. A specialist will reply with next steps, usually within 30 business minutes during the workday.',
      action: { to: '/contact?service=bookkeeping', label: 'Start Your Inquiry' },
    },
    closing: {
      title: 'Ready for Books That Hold Up to Scrutiny?',
      text: 'A short call is enough to see whether we are the right fit for your firm.',
      primary: { to: '/contact', label: "See If We're a Fit" },
      secondary: { to: '/bookkeeping', label: 'View Bookkeeping Plans' },
    },
  },

  'home-services': {
    slug: 'home-services',
    title: 'Bookkeeping for Home Services',
    breadcrumb: 'Home Services',
    description:
      'Bookkeeping for plumbers, HVAC, cleaning, landscaping and other home-service businesses: job costing, payroll, software integration and tax-ready financials.',
    hero: {
      eyebrow: 'Bookkeeping for Home Services',
      title: 'Simplify Your Books. Empower Your Business.',
      lead: 'Plumbing, HVAC, cleaning, landscaping and every trade in between: we keep your books current, connect your field software and show you which jobs make money.',
      action: { to: '/book', label: 'Book a Free Consultation' },
      image: { src: '/assets/industries/home-services.svg', alt: 'Illustration of a house with a pipe wrench beside it' },
    },
    trustBand: true,
    pains: {
      title: 'Sound Familiar?',
      intro: 'The same problems come up in almost every home-service business we meet.',
      cards: [
        {
          title: 'Disjointed Software',
          text: 'Scheduling, invoicing, payroll and the books each live in a different app, and none of them agree.',
        },
        {
          title: 'Manual Data Overload',
          text: 'Evenings spent re-typing invoices, receipts and timesheets instead of growing the business.',
        },
        {
          title: 'Unexpected Penalties',
          text: 'Late payroll deposits and missed sales tax deadlines turn into fees you never planned for.',
        },
        {
          title: 'Syncing Nightmares',
          text: 'Duplicate customers, double-counted payments and deposits that never match the bank.',
        },
        {
          title: 'Accountant in the Dark',
          text: 'Your CPA sees the numbers once a year and has to guess at the rest.',
        },
      ],
      closingLine: 'We fix that.',
    },
    impact: {
      title: 'The Real Impact',
      paragraphs: [
        'Messy books do more than annoy you at tax time. They hide underpriced jobs, let materials costs creep, and keep you from knowing whether you can afford the next truck or the next hire.',
        'With current books and job costing, every estimate is built on real numbers, and you can see cash coming before you need it.',
      ],
      action: { to: '/contact', label: 'Get the Financial Clarity You Need' },
    },
    services: {
      title: 'Services for Home-Service Businesses',
      intro: 'Everything a busy trade business needs from its back office.',
      cards: [
        {
          title: 'Job Costing',
          text: 'Labor, materials and subcontractors tied to each job, so you know what every job really earned.',
          to: '/services/job-costing',
        },
        {
          title: 'Software Integration',
          text: 'Your field service app connected to QuickBooks Online, so nothing gets typed twice.',
          to: '/services/software-integration',
        },
        {
          title: 'Payroll',
          text: 'Technicians and office staff paid on time, with filings and W-2s handled.',
          to: '/services/payroll',
        },
        {
          title: 'Expense Management',
          text: 'Receipts captured, cards reconciled and every expense in the right account.',
          to: '/services/expense-management',
        },
        {
          title: 'Tax-Ready Financials',
          text: 'Reconciled statements your CPA can file from, every year, without the scramble.',
          to: '/services/tax-ready-financials',
        },
        {
          title: 'Cash Flow',
          text: 'A rolling forecast that shows the slow season coming and what you can spend before it does.',
          to: '/services/cash-flow',
        },
      ],
    },
    deliver: {
      title: 'What We Deliver',
      intro: 'Every month, without you having to chase it.',
      cards: [
        {
          title: 'Reconciled Books',
          text: 'Every bank and credit card account matched to its statement, every month.',
        },
        {
          title: 'Job Profit Reports',
          text: 'Margin by job and job type, so you can price the next one with confidence.',
        },
        {
          title: 'Connected Systems',
          text: 'Field software, payments and payroll feeding the books automatically.',
        },
        {
          title: 'On-Time Filings',
          text: 'Payroll taxes and sales tax prepared from reconciled numbers, before the deadline.',
        },
        {
          title: 'A Real Person to Call',
          text: 'A specialist who knows your business and answers your questions in plain words.',
        },
      ],
      action: { to: '/contact', label: 'Get Connected Today' },
    },
    reviews: {
      title: 'What Our Clients Say',
      intro: 'Verified reviews from the owners and managers we work with.',
      clients: 'home service businesses',
    },
    closing: {
      title: 'Spend Your Time on the Jobs, Not the Books',
      text: 'Tell us about your business and we will show you what your books could look like next month.',
      primary: { to: '/book', label: 'Book Your Free Consultation' },
      secondary: { to: '/case-studies', label: 'Read Client Stories' },
    },
  },

  ecommerce: {
    slug: 'ecommerce',
    title: 'Bookkeeping for E-commerce',
    breadcrumb: 'E-commerce',
    description:
      'Bookkeeping for online stores: payouts reconciled across storefronts and marketplaces, inventory and cost of goods tracked, sales tax figures ready, and a monthly close you can plan around.',
    hero: {
      eyebrow: 'Bookkeeping for E-commerce',
      title: 'Every Order, Payout and Fee, Accounted For.',
      lead: 'Storefronts, marketplaces and payment processors all report differently. We bring them into one set of books so you know your real margin by channel.',
      action: { to: '/contact', label: 'Talk to an E-commerce Bookkeeper' },
      image: { src: '/assets/industries/ecommerce.svg', alt: 'Illustration of an online store window beside a shopping cart' },
    },
    trustBand: true,
    pains: {
      title: 'Where Online Store Books Go Wrong',
      intro: 'Growing across channels is good for sales and hard on the books.',
      cards: [
        {
          title: 'Payouts That Never Match',
          text: 'Deposits arrive net of fees, refunds and reserves, so sales in the books never match sales in the store.',
        },
        {
          title: 'Inventory Guesswork',
          text: 'Stock expensed when paid, not when sold, makes some months look great and others look terrible.',
        },
        {
          title: 'Hidden Channel Costs',
          text: 'Marketplace fees, ad spend and shipping buried in one account hide which channel actually pays.',
        },
        {
          title: 'Sales Tax Worries',
          text: 'Multiple states, multiple platforms, and no single report you trust when a filing is due.',
        },
      ],
    },
    services: {
      title: 'Services for Online Sellers',
      intro: 'The pieces an e-commerce brand needs, built around your sales channels.',
      cards: [
        {
          title: 'Monthly Bookkeeping',
          text: 'Sales recorded gross, with fees, refunds and shipping on their own lines.',
          to: '/bookkeeping',
        },
        {
          title: 'Software Integration',
          text: 'Storefront, marketplaces and payment processors connected to QuickBooks Online.',
          to: '/services/software-integration',
        },
        {
          title: 'Books Cleanup',
          text: 'Past months rebuilt and every payout matched to the orders behind it.',
          to: '/services/books-cleanup',
        },
        {
          title: 'Expense Management',
          text: 'Ad spend, apps and subscriptions captured and coded by channel.',
          to: '/services/expense-management',
        },
        {
          title: 'Cash Flow',
          text: 'Inventory buys planned against cash, so a big order never empties the account.',
          to: '/services/cash-flow',
        },
        {
          title: 'Tax-Ready Financials',
          text: 'Year-end statements with inventory and cost of goods your CPA can rely on.',
          to: '/services/tax-ready-financials',
        },
      ],
    },
    deliver: {
      title: 'What You Get Each Month',
      intro: 'Numbers you can plan the next month around.',
      cards: [
        { title: 'Channel Margins', text: 'Profit by storefront and marketplace after fees, shipping and ads.' },
        { title: 'Inventory on the Balance Sheet', text: 'Stock valued and cost of goods recorded as items sell.' },
        { title: 'Matched Payouts', text: 'Every deposit tied to the orders, fees and refunds behind it.' },
        { title: 'Sales Tax Figures', text: 'Taxable sales by state, prepared from reconciled books.' },
      ],
      action: { to: '/case-studies/drunk-elephant', label: 'Read an E-commerce Case Study' },
    },
    reviews: {
      title: 'What Our Clients Say',
      intro: 'Verified reviews from the business owners we work with.',
      clients: 'online sellers',
    },
    closing: {
      title: 'Know Your Real Margin on Every Channel',
      text: 'Tell us where you sell and what you use, and we will show you how your books would look.',
      primary: { to: '/contact', label: "See If We're a Fit" },
      secondary: { to: '/bookkeeping', label: 'View Bookkeeping Plans' },
    },
  },

  logistics: {
    slug: 'logistics',
    title: 'Bookkeeping for Logistics and Trucking',
    breadcrumb: 'Logistics',
    description:
      'Bookkeeping for trucking, courier and logistics companies: cost per load and per truck, driver payroll, fuel and maintenance tracking, and cash flow planning for slow-paying customers.',
    hero: {
      eyebrow: 'Bookkeeping for Logistics',
      title: 'Know What Every Truck and Every Load Earns.',
      lead: 'Fuel, maintenance, drivers and slow-paying customers make logistics books complicated. We make them current, accurate and useful.',
      action: { to: '/contact', label: 'Talk to a Logistics Bookkeeper' },
      image: { src: '/assets/industries/logistics.svg', alt: 'Illustration of a delivery truck on a road with a map pin' },
    },
    trustBand: true,
    pains: {
      title: 'What Keeps Logistics Owners Up at Night',
      intro: 'Thin margins leave little room for books that run behind.',
      cards: [
        {
          title: 'Fuel and Repairs Everywhere',
          text: 'Fuel cards, shop invoices and roadside repairs spread across accounts, with no view by truck.',
        },
        {
          title: 'Cash Tied Up in Receivables',
          text: 'Customers who pay in 30, 60 or 90 days while payroll and fuel are due every week.',
        },
        {
          title: 'Driver Pay Complexity',
          text: 'Per-mile, hourly and per-stop pay, reimbursements and overtime, all in the same pay run.',
        },
        {
          title: 'No Cost per Load',
          text: 'Without it, every quote is a guess and unprofitable lanes keep getting booked.',
        },
      ],
    },
    services: {
      title: 'Services for Logistics Companies',
      intro: 'Built around trucks, routes and the customers who pay late.',
      cards: [
        {
          title: 'Job Costing',
          text: 'Cost per load, lane and customer, built from fuel, driver pay and maintenance.',
          to: '/services/job-costing',
        },
        {
          title: 'Payroll',
          text: 'Drivers and dispatch paid on time, whatever the pay basis.',
          to: '/services/payroll',
        },
        {
          title: 'Expense Management',
          text: 'Fuel cards and shop invoices captured and assigned to each truck.',
          to: '/services/expense-management',
        },
        {
          title: 'Cash Flow',
          text: 'A forecast that accounts for customer payment terms and weekly costs.',
          to: '/services/cash-flow',
        },
        {
          title: 'Financial Reporting',
          text: 'Monthly statements plus profit by truck, lane and customer.',
          to: '/services/financial-reporting',
        },
        {
          title: 'Software Integration',
          text: 'Dispatch and fuel card data flowing into QuickBooks Online.',
          to: '/services/software-integration',
        },
      ],
    },
    deliver: {
      title: 'What You Get Each Month',
      intro: 'The numbers that decide which loads you take.',
      cards: [
        { title: 'Profit per Truck', text: 'Revenue, fuel, maintenance and driver cost for every unit.' },
        { title: 'Aging Receivables', text: 'Who owes what and for how long, with follow-up flagged.' },
        { title: 'Cash Forecast', text: 'Thirteen weeks ahead, updated from reconciled books.' },
        { title: 'Lender-Ready Statements', text: 'Clean financials for equipment financing and insurance renewals.' },
      ],
      action: { to: '/case-studies/azteca-mobile-tire', label: 'Read a Fleet Case Study' },
    },
    reviews: {
      title: 'What Our Clients Say',
      intro: 'Verified reviews from the business owners we work with.',
      clients: 'logistics and trucking companies',
    },
    closing: {
      title: 'Put Every Mile on the Books',
      text: 'Tell us about your fleet and your customers, and we will show you where the margin is.',
      primary: { to: '/contact', label: "See If We're a Fit" },
      secondary: { to: '/bookkeeping', label: 'View Bookkeeping Plans' },
    },
  },
};

export function findIndustryPage(slug: string | undefined): IndustryPageRecord | undefined {
  return (INDUSTRY_SLUGS as readonly string[]).includes(slug ?? '') ? INDUSTRY_PAGES[slug as IndustrySlug] : undefined;
}
