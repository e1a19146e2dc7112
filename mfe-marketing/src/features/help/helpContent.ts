// Copy of the help desk: support categories and the FAQ.
import { siteConfig, type FaqItem, type SupportCategory } from '@firm/shared-contracts';

export const SUPPORT_CATEGORIES: readonly SupportCategory[] = [
  {
    title: 'Bookkeeping Support',
    description: 'Reports, reconciliations, categorizing transactions and connecting bank accounts.',
    link: siteConfig.externalLinks.knowledgeBase,
  },
  {
    title: 'Payroll Assistance',
    description: 'Pay runs, pay stubs, tax filings, W-2s and adding or removing employees.',
    link: siteConfig.externalLinks.knowledgeBase,
  },
  {
    title: 'Technical Support',
    description: 'Signing in, QuickBooks Online and Zoho Books access, and app connections.',
    link: siteConfig.externalLinks.knowledgeBase,
  },
];

export const HELP_FAQ: readonly FaqItem[] = [
  {
    question: 'Which payroll schedules do you support?',
    answer: 'We run payroll weekly, bi-weekly, semi-monthly or monthly, whichever fits your business.',
  },
  {
    question: 'How do I send you receipts and documents?',
    answer:
      'Upload them in QuickBooks Online or Zoho Books, or email them to your bookkeeping team. We match them to transactions as part of the monthly close.',
  },
  {
    question: 'When will my monthly reports be ready?',
    answer: 'Your books are closed and your reports delivered within 5 business days of month end.',
  },
  {
    question: 'Which accounting software do you work with?',
    answer: 'We manage books in QuickBooks Online and Zoho Books. If you use something else, we can help you move.',
  },
  {
    question: 'How do I add a new employee to payroll?',
    answer:
      "Send us the new hire's name, start date, pay rate and their completed W-4 and state forms. We set them up before their first payday.",
  },
  {
    question: 'When do my employees get their W-2s?',
    answer:
      'We prepare a W-2 for everyone on your payroll, file them with the Social Security Administration and make them available to your employees by January 31. Contractors receive their 1099-NEC by the same date.',
  },
  {
    question: 'Can you catch up on books that are months behind?',
    answer: 'Yes. Our books cleanup service brings past months up to date before your monthly service starts.',
  },
  {
    question: 'How quickly will I hear back?',
    answer: 'We reply within 30 business minutes during the workday; messages sent after hours are answered the next business day.',
  },
  {
    question: 'Do you offer notary services?',
    answer: `Yes. ${siteConfig.brandName} is a notary public in ${siteConfig.address.city}. Contact us to book an appointment.`,
  },
];
