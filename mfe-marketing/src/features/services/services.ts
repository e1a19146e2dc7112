// The service pages (docs/architecture.md#d1): one record per service, rendered by the one
// ServicePage template. Each record's `service` is the contact form preset of its call to action.
import type { InquiryService } from '@firm/shared-contracts/inquiry';

export const SERVICE_SLUGS = [
  'trust-reconciliation',
  'cpa-coordination',
  'books-cleanup',
  'job-costing',
  'software-integration',
  'expense-management',
  'tax-ready-financials',
  'cash-flow',
  'financial-reporting',
  'ai-bookkeeping',
  'notary',
] as const;

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export interface ServiceItem {
  title: string;
  text: string;
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

export interface ServiceRecord {
  slug: ServiceSlug;
  /** The canonical path of the page. */
  path: string;
  /** Whether /services/{slug} serves it too (the paths the site links). */
  servedUnderServices: boolean;
  /** Page title without the brand. */
  title: string;
  /** The page's label in a breadcrumb trail. */
  breadcrumb: string;
  metaDescription: string;
  hero: { eyebrow: string; title: string; lead: string };
  included: { intro: string; items: ServiceItem[] };
  whoFor: { intro: string; points: string[] };
  steps: ServiceItem[];
  faq: ServiceFaq[];
  cta: { title: string; text: string; label: string; service: InquiryService };
}

export function contactHref(service: InquiryService): string {
  return `/contact?service=${service}`;
}

export const SERVICES: Record<ServiceSlug, ServiceRecord> = {
  'trust-reconciliation': {
    slug: 'trust-reconciliation',
    path: '/services/trust-reconciliation',
    servedUnderServices: true,
    title: 'Trust Account Reconciliation for Law Firms',
    breadcrumb: 'Trust Reconciliation',
    metaDescription:
      'Monthly three-way reconciliation of IOLTA and other client trust accounts, with client ledgers kept by matter and reports ready for review.',
    hero: {
      eyebrow: 'For Law Firms',
      title: 'Trust Account Reconciliation',
      lead: 'Your trust bank statement, your trust ledger and every client ledger, matched every month and documented so a review is routine instead of a scramble.',
    },
    included: {
      intro: 'A complete monthly routine for your IOLTA and any other client trust accounts.',
      items: [
        { title: 'Three-way reconciliation', text: 'Bank statement, trust account ledger and client ledgers reconciled to each other every month.' },
        { title: 'Client ledgers by matter', text: 'Every deposit and disbursement recorded against the client and matter it belongs to.' },
        { title: 'Exception follow-up', text: 'Negative client balances, uncleared items and unidentified deposits flagged to you right away.' },
        { title: 'Trust and operating kept apart', text: 'Earned fees moved to operating only with a matching record, never mixed in the books.' },
        { title: 'Monthly report package', text: 'Signed-off reconciliation reports stored where you can hand them over on request.' },
      ],
    },
    whoFor: {
      intro: 'Firms that hold client money and want the records to show it is handled right.',
      points: [
        'Solo attorneys and small firms managing their own IOLTA account',
        'Personal injury, family, real estate and estate practices with frequent trust activity',
        'Firms that have fallen behind on monthly trust reconciliations',
        'Office managers who want a second set of trained eyes on client funds',
      ],
    },
    steps: [
      { title: 'Review', text: 'We look at your current trust records, bank access and practice management software.' },
      { title: 'Catch up', text: 'Any months not yet reconciled are brought current and differences are documented.' },
      { title: 'Reconcile monthly', text: 'Each month closes with a three-way reconciliation reviewed by a human specialist.' },
      { title: 'Report', text: 'You receive the reconciliation package and a short note on anything that needs your decision.' },
    ],
    faq: [
      {
        question: 'What is a three-way reconciliation?',
        answer:
          'It confirms that three records agree: the trust account bank statement, the firm\'s trust account ledger, and the total of the individual client ledgers. When all three match, every dollar in the account is tied to a client.',
      },
      {
        question: 'Do you give advice on bar trust accounting rules?',
        answer:
          'No. Trust accounting rules are set by each state bar, and your firm remains responsible for following them. We keep accurate records and reconciliations that support your compliance, and we point out anything that looks unusual so you or your counsel can decide.',
      },
      {
        question: 'Which software do you work with?',
        answer:
          'We work in QuickBooks Online and alongside common legal practice management tools. If your trust records live in a practice management system, we reconcile against it.',
      },
    ],
    cta: {
      title: 'Get Your Trust Accounts Reconciled',
      text: 'Tell us how many trust accounts you hold and where the records stand today.',
      label: 'Talk to a Trust Accounting Specialist',
      service: 'bookkeeping',
    },
  },

  'cpa-coordination': {
    slug: 'cpa-coordination',
    path: '/services/cpa-coordination',
    servedUnderServices: true,
    title: 'CPA Coordination',
    breadcrumb: 'CPA Coordination',
    metaDescription:
      'We work directly with your CPA: year-end packages, answers to their questions and adjusting entries recorded, so tax season stops landing on your desk.',
    hero: {
      eyebrow: 'Year-round teamwork',
      title: 'CPA Coordination',
      lead: 'Your CPA gets clean books and fast answers straight from us, and you stop being the go-between at tax time.',
    },
    included: {
      intro: 'Everything your tax preparer needs, delivered without a chain of forwarded emails.',
      items: [
        { title: 'Year-end package', text: 'Reconciled statements, trial balance, fixed asset and loan schedules in one hand-off.' },
        { title: 'Direct answers', text: 'Your CPA asks us their questions about transactions and balances directly.' },
        { title: 'Adjusting entries', text: 'Year-end adjustments from your CPA recorded so the books match the return.' },
        { title: 'Estimated tax inputs', text: 'Quarterly figures your CPA can use for estimated payments.' },
        { title: 'Document requests tracked', text: 'One list of what is still needed, who has it and when it is due.' },
      ],
    },
    whoFor: {
      intro: 'Owners who already have a CPA they like and want tax season to be calmer.',
      points: [
        'Businesses whose CPA keeps asking for the same reports',
        'Owners who forward questions between their bookkeeper and CPA',
        'Firms with multiple entities that file separately',
        'Anyone who has filed an extension because the books were not ready',
      ],
    },
    steps: [
      { title: 'Introduce us', text: 'You connect us with your CPA and tell us your filing deadlines.' },
      { title: 'Agree the list', text: 'We confirm with your CPA what they need and in what format.' },
      { title: 'Deliver', text: 'The year-end package goes to your CPA on the agreed date.' },
      { title: 'Close the loop', text: 'We record their adjustments so next year starts from the filed numbers.' },
    ],
    faq: [
      {
        question: 'Do you prepare tax returns?',
        answer: 'No. We keep your books and work alongside your CPA, who prepares and files your returns.',
      },
      {
        question: 'What if I do not have a CPA?',
        answer: 'Tell us what you need and we can suggest how to find one who fits your industry and size.',
      },
      {
        question: 'Is this included with monthly bookkeeping?',
        answer: 'Routine year-end coordination is part of our monthly bookkeeping plans; we will confirm the scope for your business before you start.',
      },
    ],
    cta: {
      title: 'Make Tax Season a Hand-off',
      text: 'Tell us about your business and who prepares your taxes today.',
      label: 'Start the Conversation',
      service: 'bookkeeping',
    },
  },

  'books-cleanup': {
    slug: 'books-cleanup',
    path: '/books-cleanup',
    servedUnderServices: true,
    title: 'Books Cleanup',
    breadcrumb: 'Books Cleanup',
    metaDescription:
      'Months or years behind on your books? We categorize, reconcile and rebuild them so you have accurate financials for taxes, lenders and decisions.',
    hero: {
      eyebrow: 'Catch-up and cleanup',
      title: 'Books Cleanup',
      lead: 'Behind by a few months or a few years, we rebuild your books from the statements up and hand you a clean, reconciled ledger.',
    },
    included: {
      intro: 'A full cleanup, reviewed by a human specialist before anything is final.',
      items: [
        { title: 'Catch-up categorization', text: 'Every transaction in the backlog categorized to the right account.' },
        { title: 'Account reconciliations', text: 'Bank, credit card and loan accounts reconciled to their statements month by month.' },
        { title: 'Chart of accounts fixes', text: 'Duplicate and unused accounts cleaned up so reports make sense.' },
        { title: 'Owner activity sorted', text: 'Personal spending and owner contributions recorded as draws and equity.' },
        { title: 'Clean financial statements', text: 'Profit and loss and balance sheet for each period you need.' },
      ],
    },
    whoFor: {
      intro: 'Anyone whose books stopped getting done at some point.',
      points: [
        'Owners who are months or years behind',
        'Businesses applying for a loan that need current financials',
        'Anyone facing a tax deadline with unfinished books',
        'Companies switching bookkeepers and inheriting a mess',
      ],
    },
    steps: [
      { title: 'Assess', text: 'We review your accounts and statements and quote the cleanup before we start.' },
      { title: 'Gather', text: 'You share statement access; we list anything missing.' },
      { title: 'Rebuild', text: 'We categorize and reconcile every month in the backlog.' },
      { title: 'Hand over', text: 'You get clean statements and, if you like, move straight onto monthly bookkeeping.' },
    ],
    faq: [
      {
        question: 'How far back can you go?',
        answer: 'As far as your bank and card statements go. We quote the cleanup after seeing how many months and accounts are involved.',
      },
      {
        question: 'How long does a cleanup take?',
        answer: 'It depends on the backlog and how quickly statements arrive. Our case studies include a full 12 months rebuilt in 45 days.',
      },
      {
        question: 'What if I am missing statements?',
        answer: 'Most banks and card issuers let you download older statements; we tell you exactly which ones we need.',
      },
    ],
    cta: {
      title: 'Get Your Books Back on Track',
      text: 'Tell us how far behind you are. We will quote the cleanup before any work begins.',
      label: 'Request a Cleanup Quote',
      service: 'books-cleanup',
    },
  },

  'job-costing': {
    slug: 'job-costing',
    path: '/services/job-costing',
    servedUnderServices: true,
    title: 'Job Costing',
    breadcrumb: 'Job Costing',
    metaDescription:
      'Job costing for trades and project businesses: labor, materials and subcontractors tied to each job so you know what every job really earned.',
    hero: {
      eyebrow: 'Know every job\'s margin',
      title: 'Job Costing',
      lead: 'Labor, materials and subcontractors tied to the job they belong to, so you can price the next one on real numbers.',
    },
    included: {
      intro: 'Job-level numbers, kept current every month.',
      items: [
        { title: 'Jobs set up in your books', text: 'Projects or customers set up so every cost has a place to land.' },
        { title: 'Labor costing', text: 'Technician and crew time from payroll or your field app assigned to jobs.' },
        { title: 'Materials matched', text: 'Supply-house purchases and receipts tied to job numbers.' },
        { title: 'Margin reports', text: 'Gross margin by job and job type every month.' },
        { title: 'Pricing review', text: 'A short review of where estimates and actuals differ most.' },
      ],
    },
    whoFor: {
      intro: 'Businesses that sell jobs, projects or routes.',
      points: [
        'Plumbing, HVAC, electrical and other home-service trades',
        'Contractors and remodelers',
        'Landscaping and cleaning companies with recurring contracts',
        'Logistics companies that want cost per load or lane',
      ],
    },
    steps: [
      { title: 'Map', text: 'We map how your jobs, time and purchases are recorded today.' },
      { title: 'Set up', text: 'Jobs, items and tags are set up in QuickBooks Online and your field tools.' },
      { title: 'Track', text: 'Each month costs are assigned to jobs and reviewed.' },
      { title: 'Review', text: 'You get margin by job and a note on the jobs worth a second look.' },
    ],
    faq: [
      {
        question: 'Do my technicians need to change how they work?',
        answer: 'Usually very little. We work with the time and job data your field software already collects.',
      },
      {
        question: 'What if materials are bought on the way to a job?',
        answer: 'We set up a simple way to tag receipts with a job number so the cost lands on the right job.',
      },
      {
        question: 'Is job costing part of monthly bookkeeping?',
        answer: 'It is added to a monthly plan; we confirm the scope once we see how many jobs you run each month.',
      },
    ],
    cta: {
      title: 'Find Out Which Jobs Pay',
      text: 'Tell us how you run and price your jobs today.',
      label: 'Talk to a Job Costing Specialist',
      service: 'bookkeeping',
    },
  },

  'software-integration': {
    slug: 'software-integration',
    path: '/services/software-integration',
    servedUnderServices: true,
    title: 'Software Integration',
    breadcrumb: 'Software Integration',
    metaDescription:
      'Connect your field service, point-of-sale, storefront and payroll software to QuickBooks Online so nothing is typed twice and the books stay current.',
    hero: {
      eyebrow: 'Connected systems',
      title: 'Software Integration',
      lead: 'Your field service app, store, payment processor and payroll feeding QuickBooks Online automatically, mapped to the right accounts from day one.',
    },
    included: {
      intro: 'We connect the tools you already use, and we make sure what flows through them is right.',
      items: [
        { title: 'Systems review', text: 'An inventory of every app that touches money and how it should reach the books.' },
        { title: 'Connections set up', text: 'Native integrations or connectors configured between your apps and QuickBooks Online.' },
        { title: 'Account mapping', text: 'Services, items, fees and taxes mapped to the right accounts.' },
        { title: 'Clearing accounts', text: 'Payouts split into gross sales, fees and refunds so deposits match the bank.' },
        { title: 'Monthly sync check', text: 'We catch duplicates and failed syncs before they reach your reports.' },
      ],
    },
    whoFor: {
      intro: 'Businesses running on several apps that do not talk to each other.',
      points: [
        'Trades using field service software for scheduling and invoicing',
        'Online stores selling on more than one channel',
        'Restaurants and retail with point-of-sale systems',
        'Teams re-typing invoices or timesheets into the books',
      ],
    },
    steps: [
      { title: 'Inventory', text: 'We list your apps, what each one records and what should reach the books.' },
      { title: 'Design', text: 'We agree the mapping and which system is the source for each record.' },
      { title: 'Connect', text: 'We set up and test the connections with real transactions.' },
      { title: 'Monitor', text: 'Each monthly close includes a sync check.' },
    ],
    faq: [
      {
        question: 'How long does setup take?',
        answer: 'Most setups take under 10 business days once we have access to your systems.',
      },
      {
        question: 'Do you sell software?',
        answer: 'No. We work with the tools you have or help you choose; you keep your own subscriptions.',
      },
      {
        question: 'What if my app has no QuickBooks integration?',
        answer: 'We look for a supported connector or set up a regular import so the data still arrives in a consistent format.',
      },
    ],
    cta: {
      title: 'Stop Typing Everything Twice',
      text: 'Tell us which apps you use, and we will show you how they could connect.',
      label: 'Talk About Your Systems',
      service: 'quickbooks-bookkeeping',
    },
  },

  'expense-management': {
    slug: 'expense-management',
    path: '/services/expense-management',
    servedUnderServices: true,
    title: 'Expense Management',
    breadcrumb: 'Expense Management',
    metaDescription:
      'Receipts captured, company cards reconciled, reimbursements tracked and every expense in the right account, every month.',
    hero: {
      eyebrow: 'Spending under control',
      title: 'Expense Management',
      lead: 'Receipts captured as they happen, cards reconciled every month, and a clear view of where the money goes.',
    },
    included: {
      intro: 'Simple habits for your team, careful work on ours.',
      items: [
        { title: 'Receipt capture', text: 'Snap, email or forward receipts; we match them to transactions.' },
        { title: 'Card reconciliation', text: 'Every company card reconciled to its statement each month.' },
        { title: 'Reimbursements', text: 'Employee out-of-pocket costs and mileage recorded and tracked.' },
        { title: 'Vendor bills', text: 'Bills entered and scheduled so nothing is paid twice or late.' },
        { title: 'Spending reports', text: 'Spend by category, vendor and team, with month-over-month changes.' },
      ],
    },
    whoFor: {
      intro: 'Businesses where several people spend company money.',
      points: [
        'Crews and technicians with company cards or fuel cards',
        'Owners tired of shoeboxes of receipts',
        'Teams with regular mileage or travel reimbursements',
        'Businesses whose software subscriptions have quietly multiplied',
      ],
    },
    steps: [
      { title: 'Set up', text: 'We connect your cards and set up receipt capture for your team.' },
      { title: 'Capture', text: 'Your team sends receipts as they spend.' },
      { title: 'Reconcile', text: 'We match receipts, code expenses and reconcile cards monthly.' },
      { title: 'Report', text: 'You see where the money went and what changed.' },
    ],
    faq: [
      {
        question: 'What if a receipt is missing?',
        answer: 'We list unmatched transactions each month so they can be found or documented.',
      },
      {
        question: 'Can you track costs by job or location?',
        answer: 'Yes. Expenses can be tagged to jobs, locations or departments for reporting.',
      },
      {
        question: 'Do you approve spending?',
        answer: 'No. Approvals stay with you; we record and report what was spent.',
      },
    ],
    cta: {
      title: 'Know Where the Money Goes',
      text: 'Tell us how your team spends today and we will suggest a simpler way.',
      label: 'Talk About Expenses',
      service: 'bookkeeping',
    },
  },

  'tax-ready-financials': {
    slug: 'tax-ready-financials',
    path: '/services/tax-ready-financials',
    servedUnderServices: true,
    title: 'Tax-Ready Financials',
    breadcrumb: 'Tax-Ready Financials',
    metaDescription:
      'Reconciled, reviewed financial statements your CPA can file from, every year, without the tax-season scramble.',
    hero: {
      eyebrow: 'No more tax-season scramble',
      title: 'Tax-Ready Financials',
      lead: 'Books closed and reconciled through year-end, with the schedules your CPA needs, so filing starts from numbers everyone trusts.',
    },
    included: {
      intro: 'The year-end work that makes filing straightforward.',
      items: [
        { title: 'Year-end close', text: 'All accounts reconciled through December and reviewed by a specialist.' },
        { title: 'Financial statements', text: 'Profit and loss, balance sheet and trial balance for the year.' },
        { title: 'Supporting schedules', text: 'Fixed assets, loans, owner activity and contractor payments summarized.' },
        { title: '1099 preparation support', text: 'Contractor payments totaled and vendor details checked ahead of the deadline.' },
        { title: 'CPA hand-off', text: 'The package delivered to your CPA, with questions answered directly.' },
      ],
    },
    whoFor: {
      intro: 'Any business that wants filing season to be uneventful.',
      points: [
        'Owners whose books are only finished at tax time',
        'Businesses that have filed extensions because the books were not ready',
        'S corporations and partnerships with earlier filing deadlines',
        'Anyone preparing for a loan or sale that needs reliable financials',
      ],
    },
    steps: [
      { title: 'Check in', text: 'We confirm your filing deadlines and your CPA\'s requirements.' },
      { title: 'Close', text: 'We complete and reconcile every month through year-end.' },
      { title: 'Review', text: 'A specialist reviews the statements and schedules.' },
      { title: 'Deliver', text: 'Your CPA receives the package in good time for the deadline.' },
    ],
    faq: [
      {
        question: 'Do you file my taxes?',
        answer: 'No. We prepare the financials; your CPA or enrolled agent prepares and files the return.',
      },
      {
        question: 'Can you help if last year was never closed?',
        answer: 'Yes. We start with a books cleanup for the open periods, then close the year.',
      },
      {
        question: 'When should we start?',
        answer: 'The earlier the better. Starting before year-end leaves time to fix anything unusual before your CPA needs it.',
      },
    ],
    cta: {
      title: 'Be Ready Before Your CPA Asks',
      text: 'Tell us your filing deadline and where the books stand.',
      label: 'Get Tax-Ready',
      service: 'bookkeeping',
    },
  },

  'cash-flow': {
    slug: 'cash-flow',
    path: '/services/cash-flow',
    servedUnderServices: true,
    title: 'Cash Flow Forecasting',
    breadcrumb: 'Cash Flow',
    metaDescription:
      'A rolling 13-week cash flow forecast built on reconciled books, so you see slow seasons, big bills and payroll gaps coming before they arrive.',
    hero: {
      eyebrow: 'See what is coming',
      title: 'Cash Flow Forecasting',
      lead: 'A rolling forecast built on reconciled books, so you know what you can spend, when to hold back and when to talk to your bank.',
    },
    included: {
      intro: 'Forward-looking numbers on top of your monthly bookkeeping.',
      items: [
        { title: '13-week forecast', text: 'Weekly cash in and cash out, rolled forward every week.' },
        { title: 'Receivables timing', text: 'Expected customer payments based on how they actually pay.' },
        { title: 'Known commitments', text: 'Payroll, loan payments, rent, taxes and large purchases scheduled in.' },
        { title: 'Seasonal planning', text: 'Slow months planned in the strong ones.' },
        { title: 'Monthly review', text: 'A short call to walk through the forecast and your options.' },
      ],
    },
    whoFor: {
      intro: 'Businesses where profit and cash do not move together.',
      points: [
        'Seasonal businesses with strong and slow months',
        'Companies whose customers pay on 30-, 60- or 90-day terms',
        'Owners planning equipment purchases or new hires',
        'Anyone who has been surprised by a low balance on payday',
      ],
    },
    steps: [
      { title: 'Baseline', text: 'We start from your reconciled books and bank balances.' },
      { title: 'Build', text: 'We build the forecast with your known commitments and customer patterns.' },
      { title: 'Roll forward', text: 'Each week actuals replace estimates and a new week is added.' },
      { title: 'Decide', text: 'You use it to time purchases, hiring and financing.' },
    ],
    faq: [
      {
        question: 'Do I need monthly bookkeeping with you?',
        answer: 'A forecast is only as good as the books under it, so we build it on books we keep current.',
      },
      {
        question: 'How is this different from a budget?',
        answer: 'A budget is a plan for profit over the year; a cash forecast shows when money actually arrives and leaves, week by week.',
      },
      {
        question: 'Can you help me talk to my bank?',
        answer: 'We can prepare the forecast and financial statements your lender asks for.',
      },
    ],
    cta: {
      title: 'See Your Cash Before It Moves',
      text: 'Tell us about your busy and slow seasons and how your customers pay.',
      label: 'Plan Your Cash Flow',
      service: 'bookkeeping',
    },
  },

  'financial-reporting': {
    slug: 'financial-reporting',
    path: '/services/financial-reporting',
    servedUnderServices: true,
    title: 'Financial Reporting',
    breadcrumb: 'Financial Reporting',
    metaDescription:
      'Monthly financial statements and clear management reports, including profit by practice area, location or service line, for law firms and small businesses.',
    hero: {
      eyebrow: 'Numbers you can read',
      title: 'Financial Reporting',
      lead: 'A monthly reporting package in plain language: where the money came from, where it went, and what changed since last month.',
    },
    included: {
      intro: 'Standard statements plus the views that answer your real questions.',
      items: [
        { title: 'Monthly statements', text: 'Profit and loss, balance sheet and cash flow statement.' },
        { title: 'Segment reporting', text: 'Profit by practice area, attorney, location or service line.' },
        { title: 'Comparisons', text: 'Month over month and year over year, with the big changes explained.' },
        { title: 'Key figures', text: 'A one-page view of revenue, margin, cash and receivables.' },
        { title: 'Review call', text: 'A short walk-through with a specialist when you want one.' },
      ],
    },
    whoFor: {
      intro: 'Owners and partners who want decisions backed by numbers.',
      points: [
        'Law firm partners who want profit by practice area and matter type',
        'Owners with several locations or service lines',
        'Businesses preparing for financing or investors',
        'Anyone who receives reports and is not sure what they say',
      ],
    },
    steps: [
      { title: 'Ask', text: 'We learn which questions you want the reports to answer.' },
      { title: 'Structure', text: 'Classes, locations or tags are set up so the books can answer them.' },
      { title: 'Close', text: 'Each month the books close and the package is prepared.' },
      { title: 'Explain', text: 'You receive the reports with a short summary in plain words.' },
    ],
    faq: [
      {
        question: 'When do I receive the reports?',
        answer: 'Once the month is closed. Our case studies show monthly closes within 5 business days.',
      },
      {
        question: 'Can reports follow our practice management categories?',
        answer: 'Yes. We set up the books to mirror how your firm groups its work.',
      },
      {
        question: 'Do you provide audited statements?',
        answer: 'No. Our reports are management reports; audits and reviews are performed by a licensed CPA firm.',
      },
    ],
    cta: {
      title: 'Get Reports You Actually Use',
      text: 'Tell us what you want to know about your business each month.',
      label: 'Talk About Reporting',
      service: 'bookkeeping',
    },
  },

  'ai-bookkeeping': {
    slug: 'ai-bookkeeping',
    path: '/ai-bookkeeping',
    servedUnderServices: false,
    title: 'AI Bookkeeping, Checked by People',
    breadcrumb: 'AI Bookkeeping',
    metaDescription:
      'AI bookkeeping agents categorize and reconcile your transactions, and human specialists check the work: GAAP-compliant books at about half the cost of a traditional firm.',
    hero: {
      eyebrow: 'The future of bookkeeping is here',
      title: 'AI Bookkeeping, Checked by People',
      lead: 'Our AI bookkeeping agents do the repetitive work fast; human specialists review every account before your books are closed. You get accurate books at about half the cost of a traditional firm.',
    },
    included: {
      intro: 'Monthly, GAAP-compliant bookkeeping in QuickBooks Online or Zoho Books.',
      items: [
        { title: 'Automated categorization', text: 'Transactions categorized as they arrive, learning from your corrections.' },
        { title: 'Reconciliations', text: 'Every bank and card account reconciled to its statement each month.' },
        { title: 'Human review', text: 'A specialist checks the agents\' work, the unusual items and the close.' },
        { title: 'Monthly reports', text: 'Profit and loss and balance sheet, with a note on what changed.' },
        { title: 'Questions answered', text: 'A real person to email or chat with about your numbers.' },
      ],
    },
    whoFor: {
      intro: 'Small businesses that want current books without the cost of a full in-house team.',
      points: [
        'Owners doing their own books at night',
        'Growing businesses with more transactions every month',
        'Companies on QuickBooks Online or Zoho Books',
        'Teams that want faster closes without giving up a human check',
      ],
    },
    steps: [
      { title: 'Connect', text: 'We connect your bank, cards and accounting software.' },
      { title: 'Train', text: 'The agents learn your categories from your history and our review.' },
      { title: 'Review', text: 'A human specialist checks the month and resolves open questions with you.' },
      { title: 'Close', text: 'Your books close and your reports arrive each month.' },
    ],
    faq: [
      {
        question: 'Is a person really checking my books?',
        answer: 'Yes. Agents do the repetitive work; a human specialist reviews every account before a month is closed.',
      },
      {
        question: 'Which accounting software do you support?',
        answer: 'QuickBooks Online and Zoho Books.',
      },
      {
        question: 'What does it cost?',
        answer: 'Plans are priced by monthly transactions and accounts; see our bookkeeping page for the current plans.',
      },
    ],
    cta: {
      title: 'See What AI Bookkeeping Looks Like for You',
      text: 'Tell us about your business and the software you use.',
      label: "See If We're a Fit",
      service: 'bookkeeping',
    },
  },

  notary: {
    slug: 'notary',
    path: '/notary',
    servedUnderServices: false,
    title: 'Notary Services in Las Vegas',
    breadcrumb: 'Notary',
    metaDescription:
      'Nevada notary public services in Las Vegas: mobile notary appointments, loan signings and guidance on getting an apostille for documents used abroad.',
    hero: {
      eyebrow: 'Nevada notary public',
      title: 'Notary Services in Las Vegas',
      lead: 'Mobile notary appointments, loan signings and apostille guidance from a commissioned Nevada notary public, scheduled around you.',
    },
    included: {
      intro: 'Notarial services for businesses and individuals across the Las Vegas valley.',
      items: [
        { title: 'Mobile notary', text: 'We come to your office, home or another agreed location in the Las Vegas area.' },
        { title: 'Acknowledgments and jurats', text: 'Signatures acknowledged and oaths or affirmations administered for your documents.' },
        { title: 'Loan signings', text: 'Signing appointments for refinance, purchase and home equity documents, with the package returned as instructed.' },
        { title: 'Apostille guidance', text: 'How the Nevada Secretary of State apostille process works for documents notarized in Nevada, and what to prepare.' },
        { title: 'Business documents', text: 'Notarization for contracts, affidavits and other business paperwork.' },
      ],
    },
    whoFor: {
      intro: 'Anyone in Nevada who needs a signature notarized on their schedule.',
      points: [
        'Business owners signing contracts, affidavits or banking documents',
        'Homeowners and buyers closing a loan',
        'Families handling powers of attorney or other personal documents',
        'Anyone preparing documents for use in another country',
      ],
    },
    steps: [
      { title: 'Request', text: 'Tell us the document type, number of signers and where you would like to meet.' },
      { title: 'Prepare', text: 'Bring the unsigned document and a current government-issued photo ID for every signer.' },
      { title: 'Sign', text: 'We verify identity, witness the signatures and complete the notarial certificate.' },
      { title: 'Next steps', text: 'If your document is going abroad, we explain the apostille request that follows.' },
    ],
    faq: [
      {
        question: 'Can the notary tell me which form to use or explain my document?',
        answer:
          'No. A notary public who is not an attorney cannot give legal advice, choose documents for you or explain their legal effect. Please consult an attorney for those questions.',
      },
      {
        question: 'What do signers need to bring?',
        answer:
          'The complete, unsigned document and a current government-issued photo ID, such as a driver\'s license or passport. Do not sign before the appointment.',
      },
      {
        question: 'Do you issue apostilles?',
        answer:
          'No. Apostilles are issued by the Secretary of State of the state where the document was notarized; for Nevada notarizations that is the Nevada Secretary of State. We explain the request process and help you prepare.',
      },
      {
        question: 'Where do you travel?',
        answer: 'Throughout the Las Vegas valley, including Henderson and North Las Vegas. Ask us about other locations.',
      },
    ],
    cta: {
      title: 'Book a Notary Appointment',
      text: 'Tell us what needs to be notarized, how many signers there are and where you would like to meet.',
      label: 'Request a Notary Appointment',
      service: 'general',
    },
  },
};

export function findService(slug: string | undefined): ServiceRecord | undefined {
  return (SERVICE_SLUGS as readonly string[]).includes(slug ?? '') ? SERVICES[slug as ServiceSlug] : undefined;
}
