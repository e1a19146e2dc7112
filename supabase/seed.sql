-- Local and demo content: staff accounts, the public pages' data (team, press, mentions, video and
-- written reviews, blog). Applied after supabase/local/bootstrap.sql and the migrations, on PGlite
-- and PostgreSQL 15. Every staff password is demo-password-1 (bcrypt, $2a$ prefix).

-- ---------------------------------------------------------------------------------------------
-- Staff accounts. The profile trigger creates each profile from raw_user_meta_data.
-- ---------------------------------------------------------------------------------------------
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
  recovery_token, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  banned_until
) values
  ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000001', 'authenticated',
   'authenticated', 'super@demo.local', '$2a$10$jVUlRsCS3ZaqN5bWOKLHL.rv1QZmwo1/7.TICPvCf5Tttmt9fDW12',
   '2025-01-06 16:00:00+00', '', '', null, '{"provider":"email","providers":["email"]}',
   '{"full_name":"Dana Whitfield","first_name":"Dana","last_name":"Whitfield"}',
   '2025-01-06 16:00:00+00', '2025-01-06 16:00:00+00', null),
  ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000002', 'authenticated',
   'authenticated', 'admin@demo.local', '$2a$10$jVUlRsCS3ZaqN5bWOKLHL.rv1QZmwo1/7.TICPvCf5Tttmt9fDW12',
   '2025-01-06 16:05:00+00', '', '', null, '{"provider":"email","providers":["email"]}',
   '{"full_name":"Marcus Reyes","first_name":"Marcus","last_name":"Reyes"}',
   '2025-01-06 16:05:00+00', '2025-01-06 16:05:00+00', null),
  ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000003', 'authenticated',
   'authenticated', 'writer@demo.local', '$2a$10$jVUlRsCS3ZaqN5bWOKLHL.rv1QZmwo1/7.TICPvCf5Tttmt9fDW12',
   '2025-01-07 17:00:00+00', '', '', null, '{"provider":"email","providers":["email"]}',
   '{"full_name":"Priya Natarajan","first_name":"Priya","last_name":"Natarajan"}',
   '2025-01-07 17:00:00+00', '2025-01-07 17:00:00+00', null),
  ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000004', 'authenticated',
   'authenticated', 'writer2@demo.local', '$2a$10$jVUlRsCS3ZaqN5bWOKLHL.rv1QZmwo1/7.TICPvCf5Tttmt9fDW12',
   '2025-02-03 17:30:00+00', '', '', null, '{"provider":"email","providers":["email"]}',
   '{"full_name":"Jordan Ellis","first_name":"Jordan","last_name":"Ellis"}',
   '2025-02-03 17:30:00+00', '2025-02-03 17:30:00+00', null),
  ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000005', 'authenticated',
   'authenticated', 'suspended@demo.local', '$2a$10$jVUlRsCS3ZaqN5bWOKLHL.rv1QZmwo1/7.TICPvCf5Tttmt9fDW12',
   '2025-03-10 18:00:00+00', '', '', null, '{"provider":"email","providers":["email"]}',
   '{"full_name":"Casey Morgan","first_name":"Casey","last_name":"Morgan"}',
   '2025-03-10 18:00:00+00', '2025-03-10 18:00:00+00', '2125-01-01 00:00:00+00');

insert into public.user_roles (user_id, role, created_at, updated_at) values
  ('a0000000-0000-4000-8000-000000000001', 'super_admin', '2025-01-06 16:00:00+00', '2025-01-06 16:00:00+00'),
  ('a0000000-0000-4000-8000-000000000002', 'admin',       '2025-01-06 16:05:00+00', '2025-01-06 16:05:00+00'),
  ('a0000000-0000-4000-8000-000000000003', 'writer',      '2025-01-07 17:00:00+00', '2025-01-07 17:00:00+00'),
  ('a0000000-0000-4000-8000-000000000004', 'writer',      '2025-02-03 17:30:00+00', '2025-02-03 17:30:00+00'),
  ('a0000000-0000-4000-8000-000000000005', 'writer',      '2025-03-10 18:00:00+00', '2025-03-10 18:00:00+00');

-- The admin also carries the profile flag; the suspended writer was suspended by the admin.
update public.profiles set is_admin = true where id = 'a0000000-0000-4000-8000-000000000002';
update public.profiles
   set is_suspended = true,
       suspended_at = '2025-10-01 15:00:00+00',
       suspended_by = 'a0000000-0000-4000-8000-000000000002'
 where id = 'a0000000-0000-4000-8000-000000000005';

-- ---------------------------------------------------------------------------------------------
-- Team directory: Leadership, Operations, Revenue Operations.
-- ---------------------------------------------------------------------------------------------
insert into public.team_members (
  first_name, title, description, department, sort_order, avatar_url, team, about, experience,
  hobbies, favorite_foods, linkedin_url, twitter_url, proadvisor_url, badges,
  qbo_level_1, qbo_level_2, qbo_payroll, cpb_designation, ea_certification
) values
  ('Elena', 'Founder & CEO',
   'Started the firm in 2022 after a decade of cleaning up books for Las Vegas contractors.',
   'Leadership', 1, '/images/team/elena.webp', 'Executive',
   'Elena built the firm around one idea: owners should be able to read their own numbers. She still reviews every new client''s first month-end close herself.',
   '14 years in small-business accounting, including six years running the books for a Henderson general contractor with 40 employees.',
   'Trail running at Red Rock Canyon, restoring mid-century furniture.',
   'Green chile enchiladas and anything from a Spring Mountain Road noodle shop.',
   'https://www.linkedin.com/in/example-elena', null, 'https://proadvisor.example/elena',
   '[{"badge_image":"/images/badges/qbo-advanced.svg","has_proadvisor_link":true},{"badge_image":"/images/badges/qbo-payroll.svg","has_proadvisor_link":true},{"badge_image":"/images/badges/cpb.svg","has_proadvisor_link":false}]',
   true, true, true, true, false),
  ('Marcus', 'Chief Operating Officer',
   'Runs delivery: every close, every payroll run, every deadline.',
   'Leadership', 2, '/images/team/marcus.webp', 'Executive',
   'Marcus designed the checklists and review steps that every client engagement follows, and he is the person who notices when a bank feed quietly stops syncing.',
   '11 years in operations, first at a regional payroll bureau, then as controller for a multi-location restaurant group on the Strip.',
   'Youth soccer coach, amateur smoker of brisket.',
   'Carne asada tacos, his own brisket.',
   'https://www.linkedin.com/in/example-marcus', null, 'https://proadvisor.example/marcus',
   '[{"badge_image":"/images/badges/qbo-level-2.svg","has_proadvisor_link":true},{"badge_image":"/images/badges/qbo-payroll.svg","has_proadvisor_link":true}]',
   true, true, true, false, false),
  ('Renee', 'Director of Tax Coordination',
   'Enrolled Agent who keeps the books and the tax return telling the same story.',
   'Leadership', 3, '/images/team/renee.webp', 'Executive',
   'Renee works alongside each client''s CPA so year-end is a hand-off, not a scramble. She also leads the firm''s training on Nevada Modified Business Tax and Commerce Tax filings.',
   '9 years in tax preparation and IRS representation; Enrolled Agent since 2018.',
   'Pickleball, mystery novels, volunteering at VITA sites each spring.',
   'Pho, and her grandmother''s lumpia.',
   'https://www.linkedin.com/in/example-renee', null, null,
   '[{"badge_image":"/images/badges/ea.svg","has_proadvisor_link":false},{"badge_image":"/images/badges/qbo-level-1.svg","has_proadvisor_link":false}]',
   true, false, false, false, true),
  ('Tomas', 'Senior Bookkeeper',
   'Leads the home-services and trades client pod.',
   'Operations', 1, '/images/team/tomas.webp', 'Client Accounting',
   'Tomas speaks fluent job costing. He sets up classes and items so plumbers, HVAC shops and landscapers can see profit per job, not just per month.',
   '8 years of bookkeeping for construction and field-service companies.',
   'Off-roading near Logandale, grilling.',
   'Street tacos al pastor.',
   'https://www.linkedin.com/in/example-tomas', null, 'https://proadvisor.example/tomas',
   '[{"badge_image":"/images/badges/qbo-level-2.svg","has_proadvisor_link":true},{"badge_image":"/images/badges/cpb.svg","has_proadvisor_link":false}]',
   true, true, false, true, false),
  ('Aisha', 'Payroll Specialist',
   'Runs weekly and bi-weekly payrolls for more than sixty employers.',
   'Operations', 2, '/images/team/aisha.webp', 'Payroll',
   'Aisha handles new-hire setup, garnishments, tip reporting and the quarterly filings that keep employers out of penalty notices.',
   '7 years in payroll, including four at a hospitality payroll provider.',
   'Salsa dancing, baking sourdough.',
   'Jollof rice and fresh sourdough.',
   'https://www.linkedin.com/in/example-aisha', null, 'https://proadvisor.example/aisha',
   '[{"badge_image":"/images/badges/qbo-payroll.svg","has_proadvisor_link":true}]',
   true, false, true, false, false),
  ('Kevin', 'Bookkeeper',
   'Month-end close and reconciliations for e-commerce and retail clients.',
   'Operations', 3, '/images/team/kevin.webp', 'Client Accounting',
   'Kevin untangles marketplace deposits, merchant fees and sales tax so online sellers know their real margins.',
   '5 years of bookkeeping; previously inventory control for an online retailer.',
   'Board games, hiking Mount Charleston.',
   'Ramen.',
   'https://www.linkedin.com/in/example-kevin', null, null,
   '[{"badge_image":"/images/badges/qbo-level-1.svg","has_proadvisor_link":false}]',
   true, false, false, false, false),
  ('Lucia', 'Notary Public & Client Services',
   'Commissioned Nevada notary; handles mobile signings and client onboarding.',
   'Operations', 4, '/images/team/lucia.webp', 'Client Services',
   'Lucia coordinates notarizations for loan documents, affidavits and business filings, and makes sure every new client''s onboarding checklist is complete in week one.',
   '6 years in client services; Nevada notary commission since 2021.',
   'Photography, weekend trips to Valley of Fire.',
   'Chilaquiles verdes.',
   'https://www.linkedin.com/in/example-lucia', null, null,
   '[]',
   false, false, false, false, false),
  ('Nate', 'Head of Revenue Operations',
   'Owns the path from first call to signed engagement.',
   'Revenue Operations', 1, '/images/team/nate.webp', 'Growth',
   'Nate makes sure every inquiry gets a reply within the promised window and that proposals match what the client actually needs.',
   '10 years in sales operations for B2B service firms.',
   'Golf, fantasy football.',
   'Prime rib.',
   'https://www.linkedin.com/in/example-nate', 'https://x.com/example_nate', null,
   '[]',
   false, false, false, false, false),
  ('Grace', 'Client Success Manager',
   'First point of contact for new clients during onboarding.',
   'Revenue Operations', 2, '/images/team/grace.webp', 'Client Success',
   'Grace runs kickoff calls, collects bank access and prior-year files, and checks in after the first close to make sure reports make sense.',
   '6 years in client success at a software company serving accountants.',
   'Pottery, rescue dogs.',
   'Sushi.',
   'https://www.linkedin.com/in/example-grace', null, 'https://proadvisor.example/grace',
   '[{"badge_image":"/images/badges/qbo-level-1.svg","has_proadvisor_link":true}]',
   true, false, false, false, false),
  ('Omar', 'Solutions Consultant',
   'Scopes bookkeeping and payroll engagements and software integrations.',
   'Revenue Operations', 3, '/images/team/omar.webp', 'Growth',
   'Omar maps a prospect''s tools (POS, payroll, bank feeds, job management) before anyone quotes a price, so the proposal covers the real workload.',
   '8 years implementing accounting software for small businesses.',
   'Rock climbing, chess.',
   'Shawarma.',
   'https://www.linkedin.com/in/example-omar', null, 'https://proadvisor.example/omar',
   '[{"badge_image":"/images/badges/qbo-level-2.svg","has_proadvisor_link":true}]',
   true, true, false, false, false);

-- ---------------------------------------------------------------------------------------------
-- Press releases (plain text, line breaks kept) and media mentions (snippets are HTML).
-- ---------------------------------------------------------------------------------------------
insert into public.press_releases (title, release_date, content, pdf_url) values
  ('Silver State Books Opens Its Doors to Las Vegas Small Businesses', '2022-03-14',
   'LAS VEGAS, NV - Silver State Books today announced the launch of its bookkeeping, payroll and notary practice serving small businesses across Southern Nevada.

The firm offers monthly bookkeeping on QuickBooks Online, full-service payroll and in-office and mobile notary services, with flat monthly pricing published on its website.

"Most owners we meet are two or three months behind on their books and worried about it," said founder Elena. "We built a firm that closes the books every month, on a schedule, and explains the numbers in plain English."

Silver State Books is located in Las Vegas and serves clients throughout Nevada and beyond.', null),
  ('Silver State Books Launches Flat-Rate Payroll Packages for Employers With Tipped Staff', '2023-02-06',
   'LAS VEGAS, NV - Silver State Books today introduced three flat-rate payroll packages built for restaurants, salons and other employers with tipped employees.

Each package includes direct deposit, federal and Nevada filings and year-end W-2s. The Complete package adds weekly schedules, workers'' compensation integration and time and attendance.

"Tip reporting is where small employers most often get into trouble," said payroll specialist Aisha. "Nevada does not allow a tip credit, so every hour must be paid at the full minimum wage before tips. Our packages are set up that way from day one."', null),
  ('Silver State Books Passes 150 Active Clients', '2023-11-15',
   'LAS VEGAS, NV - Silver State Books announced today that it now supports more than 150 active bookkeeping and payroll clients, from mobile tire shops in Las Vegas to e-commerce brands in Southern California.

The firm attributes its growth to referrals from existing clients and local CPAs.

"Our clients send us their friends because their books are done on time and somebody answers the phone," said Chief Operating Officer Marcus.

The firm also added two bookkeepers and a client success manager to its Las Vegas team.', null),
  ('Silver State Books Introduces AI-Assisted Bookkeeping With Human Review', '2024-06-03',
   'LAS VEGAS, NV - Silver State Books today introduced AI-assisted transaction categorization for its monthly bookkeeping clients.

Software now proposes categories and matches receipts; a named bookkeeper reviews every transaction before the month is closed, and a senior reviewer signs off on the financial statements.

"Automation removes the data entry, not the accountability," said founder Elena. "Every client still has a person who knows their business and signs off on their books."

The service is included in all monthly bookkeeping tiers at no additional cost.', null),
  ('Silver State Books Adds Law Firm Trust Accounting Practice', '2025-03-10',
   'LAS VEGAS, NV - Silver State Books today announced a dedicated practice for law firms, covering IOLTA trust reconciliation, payroll and financial reporting.

The practice performs three-way reconciliation of the trust bank account, the trust ledger and client ledgers each month and delivers a reconciliation package the firm can keep with its records.

"Attorneys should spend their time practicing law, not reconciling trust accounts at midnight," said Director of Tax Coordination Renee.', null),
  ('Silver State Books Named a Top Small Business Service Provider in Southern Nevada', '2025-09-22',
   'LAS VEGAS, NV - Silver State Books has been recognized by readers of a regional business publication as one of the top small business service providers in Southern Nevada.

The recognition follows a year in which the firm expanded its payroll team and launched a free net pay calculator for employers and employees.

"This belongs to our clients, who trusted us with their numbers, and to our team, who close the books every single month," said founder Elena.', null);

insert into public.media_mentions (publication_name, publication_logo_url, article_title, article_url, snippet_html, mention_date) values
  ('Vegas Business Weekly', '/images/press/vegas-business-weekly.svg', 'Five Local Firms Making Back-Office Work Easier for Small Businesses',
   'https://vegasbusinessweekly.example/2022/back-office-firms',
   '<p>"We close the books every month, on a schedule," says founder Elena of <strong>Silver State Books</strong>, one of the newer firms on our list.</p>', '2022-06-08'),
  ('Silver State Business Journal', '/images/press/silver-state-business-journal.svg', 'Why Small Employers Struggle With Nevada Payroll Rules',
   'https://silverstatebusinessjournal.example/payroll-rules',
   '<p>Payroll specialists at <strong>Silver State Books</strong> say daily overtime is the rule new employers most often miss.</p>', '2022-09-19'),
  ('Desert Commerce Review', '/images/press/desert-commerce-review.svg', 'Bookkeeping Before Tax Season: What Owners Should Do in January',
   'https://desertcommercereview.example/january-bookkeeping',
   '<p>Start with the bank reconciliations, advises <em>Silver State Books</em>. "If the bank does not match, nothing else will."</p>', '2023-01-12'),
  ('Main Street Money Podcast', '/images/press/main-street-money-podcast.svg', 'Episode 48: Reading Your Own Profit and Loss Statement',
   'https://mainstreetmoney.example/episodes/48',
   '<p>Elena, founder of Silver State Books, walks through a real (anonymized) P&amp;L line by line.</p><p><em>Listen time: 34 minutes.</em></p>', '2023-03-28'),
  ('Henderson Chamber Bulletin', '/images/press/henderson-chamber-bulletin.svg', 'Member Spotlight: Silver State Books',
   'https://hendersonchamberbulletin.example/spotlight/silver-state-books',
   '<p>This month''s spotlight goes to a bookkeeping and payroll firm that also offers <strong>mobile notary</strong> services to members.</p>', '2023-05-16'),
  ('Small Business Ledger', '/images/press/small-business-ledger.svg', 'The Hidden Cost of Messy Books',
   'https://smallbusinessledger.example/hidden-cost-messy-books',
   '<p>One Las Vegas firm estimates that a typical cleanup project uncovers <strong>$1,000 to $4,000 a month</strong> in missed expenses or duplicate charges.</p>', '2023-08-02'),
  ('Payroll Today', '/images/press/payroll-today.svg', 'Tipped Wages in No-Tip-Credit States',
   'https://payrolltoday.example/tipped-wages-no-tip-credit',
   '<p>"In Nevada you pay the full minimum wage, then tips on top," explains Aisha of <strong>Silver State Books</strong>.</p>', '2023-10-24'),
  ('Southern Nevada Entrepreneur', '/images/press/southern-nevada-entrepreneur.svg', '30 Under the Radar: Service Firms to Watch',
   'https://snventrepreneur.example/30-under-the-radar',
   '<ul><li><strong>Silver State Books</strong> - bookkeeping, payroll and notary under one roof</li></ul>', '2024-01-30'),
  ('Accounting Tech Monthly', '/images/press/accounting-tech-monthly.svg', 'Small Firms Put AI to Work on Transaction Categorization',
   'https://accountingtechmonthly.example/ai-categorization-small-firms',
   '<p>At Silver State Books, software proposes categories but <em>a bookkeeper reviews every line</em> before the close.</p>', '2024-06-18'),
  ('KXLV Morning Business Report', '/images/press/kxlv-morning-business-report.svg', 'Getting Ready for Quarterly Payroll Filings',
   'https://kxlv.example/business/quarterly-payroll-filings',
   '<p>Marcus of Silver State Books joined us to talk about <strong>Form 941</strong> and the Nevada quarterly unemployment report.</p>', '2024-07-09'),
  ('Mountain West Small Business', '/images/press/mountain-west-small-business.svg', 'Commerce Tax: Who Has to File?',
   'https://mwsmallbusiness.example/nevada-commerce-tax',
   '<p>"If your Nevada gross revenue tops <strong>$4 million</strong> in the fiscal year, you file," says Renee, an Enrolled Agent with Silver State Books.</p>', '2024-08-05'),
  ('Founder''s Desk', '/images/press/founders-desk.svg', 'What I Wish I Knew Before Hiring My First Employee',
   'https://foundersdesk.example/first-employee',
   '<p>Our panel included payroll specialists from <strong>Silver State Books</strong>, who shared a first-hire checklist.</p>', '2024-11-12'),
  ('Vegas Business Weekly', '/images/press/vegas-business-weekly.svg', 'Law Firms Turn to Outside Help for Trust Accounting',
   'https://vegasbusinessweekly.example/2025/law-firm-trust-accounting',
   '<p>Silver State Books now performs <strong>monthly three-way reconciliations</strong> for several small Las Vegas law practices.</p>', '2025-04-01'),
  ('Desert Commerce Review', '/images/press/desert-commerce-review.svg', 'The Best Free Tools for Small Employers',
   'https://desertcommercereview.example/free-tools-employers',
   '<p>We liked the <a href="/tools/netpay-calculator">net pay calculator</a> from Silver State Books for quick what-if paycheck estimates.</p>', '2025-07-15'),
  ('Silver State Business Journal', '/images/press/silver-state-business-journal.svg', 'Readers'' Choice: Small Business Services',
   'https://silverstatebusinessjournal.example/readers-choice-2025',
   '<p>Among the honorees: <strong>Silver State Books</strong>, recognized for bookkeeping and payroll.</p>', '2025-09-18');

-- ---------------------------------------------------------------------------------------------
-- Services, client testimonials (written quotes) with their services, written client reviews (with the industry
-- page each belongs on, where there is one).
-- ---------------------------------------------------------------------------------------------
insert into public.services (id, name, slug) values
  ('d0000000-0000-4000-8000-000000000001', 'Monthly Bookkeeping', 'bookkeeping'),
  ('d0000000-0000-4000-8000-000000000002', 'Payroll', 'payroll'),
  ('d0000000-0000-4000-8000-000000000003', 'Books Cleanup', 'books-cleanup'),
  ('d0000000-0000-4000-8000-000000000004', 'Notary Services', 'notary'),
  ('d0000000-0000-4000-8000-000000000005', 'QuickBooks Setup', 'quickbooks-setup'),
  ('d0000000-0000-4000-8000-000000000006', 'Job Costing', 'job-costing'),
  ('d0000000-0000-4000-8000-000000000007', 'Trust Reconciliation', 'trust-reconciliation'),
  ('d0000000-0000-4000-8000-000000000008', 'Tax-Ready Financials', 'tax-ready-financials');

-- Written quotes, not videos: no client has recorded one, and a drawn card standing in for a
-- recording is what the page must never show. A row gets a video_url when a real one exists.
insert into public.video_reviews (id, client_first_name, client_title, review_date, quote, thumbnail_url, video_url, sort_order) values
  ('e0000000-0000-4000-8000-000000000001', 'Javier', 'Owner, Azteca Mobile Tire', '2025-05-20',
   'We were nine months behind when we called. Now my P&L lands by the 5th of every month, payroll just runs, and I know which trucks actually make money.',
   null, null, 1),
  ('e0000000-0000-4000-8000-000000000002', 'Brianna', 'Founder, Fresh Start Cleaning', '2025-03-11',
   'They untangled two years of messy books without making me feel bad about it. Every month closes on time now, and I finally trust the numbers I see.',
   null, null, 2),
  ('e0000000-0000-4000-8000-000000000003', 'Derek', 'Owner, ASAP Air Conditioning', '2024-11-04',
   'Job costing changed how I bid. I can see the profit on every install, and my techs get paid right, every single week, even in the summer rush.',
   null, null, 3),
  ('e0000000-0000-4000-8000-000000000004', 'Monica', 'Managing Attorney, a Las Vegas family law practice', '2024-08-27',
   'Our trust account reconciles every month, three ways, with a report I can hand to the bar. And when a client needs a notary, it is one phone call.',
   null, null, 4),
  ('e0000000-0000-4000-8000-000000000005', 'Sam', 'Co-owner, Urban Thread', '2024-04-15',
   'They rebuilt our QuickBooks from scratch: clean categories, inventory that matches the shelves. Our CPA had tax-ready books in January for the first time.',
   null, null, 5),
  ('e0000000-0000-4000-8000-000000000006', 'Rosa', 'Owner, Green Edge Lawn Services', '2023-12-05',
   'Seasonal crews used to mean payroll chaos every spring. Now hiring and letting people go is handled without drama, and not one penalty notice since.',
   null, null, 6);

insert into public.video_review_services (video_review_id, service_id) values
  ('e0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001'),
  ('e0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002'),
  ('e0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000003'),
  ('e0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000001'),
  ('e0000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000006'),
  ('e0000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000002'),
  ('e0000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000007'),
  ('e0000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000004'),
  ('e0000000-0000-4000-8000-000000000005', 'd0000000-0000-4000-8000-000000000005'),
  ('e0000000-0000-4000-8000-000000000005', 'd0000000-0000-4000-8000-000000000008'),
  ('e0000000-0000-4000-8000-000000000006', 'd0000000-0000-4000-8000-000000000002'),
  ('e0000000-0000-4000-8000-000000000006', 'd0000000-0000-4000-8000-000000000001');

insert into public.reviews (author_first_name, company_or_trade, rating, body, review_date, source, industry) values
  ('Javier', 'Mobile tire service', 5, 'We were nine months behind when we called. They caught us up in about six weeks and now I get a P&L by the 5th of every month. I finally know which trucks make money.', '2025-05-18', 'Google', null),
  ('Brianna', 'Residential cleaning company', 5, 'Payroll used to take me a whole Sunday. Now I approve it on my phone in five minutes and everyone gets paid on Friday. Aisha answers every question the same day.', '2025-03-09', 'Google', 'home-services'),
  ('Derek', 'HVAC contractor', 5, 'Job costing changed how I bid. I can see profit per install instead of guessing. Tomas set up the classes so my techs'' time lands on the right jobs.', '2024-11-02', 'Google', 'home-services'),
  ('Monica', 'Family law practice', 5, 'Our trust account reconciliation is done every month with a report I can hand to the bar if asked. That peace of mind is worth every penny.', '2024-08-25', 'Google', 'attorneys'),
  ('Sam', 'Apparel e-commerce brand', 5, 'Shopify, Amazon and PayPal deposits finally tie out to the bank. Kevin figured out that we had been double counting refunds for a year.', '2024-04-12', 'Google', 'ecommerce'),
  ('Rosa', 'Landscaping company', 5, 'Seasonal crew payroll is messy and they handle it without drama. Quarterly filings are on time and I have not had a single penalty notice since we switched.', '2023-12-03', 'Google', 'home-services'),
  ('Tyler', 'Plumbing company', 5, 'Switched from a bookkeeper who disappeared every April. These folks close the month on a schedule and tell me when something looks off.', '2025-08-14', 'Google', 'home-services'),
  ('Angela', 'Hair salon', 5, 'They explained Nevada''s minimum wage and tip rules in plain English and fixed our payroll setup. My stylists trust their paychecks now.', '2025-07-02', 'Google', null),
  ('Chris', 'Food truck', 5, 'Fast, friendly, and they actually answer the phone. Sales tax and payroll are off my plate.', '2025-06-20', 'Google', null),
  ('Nadia', 'Real estate brokerage', 5, 'Lucia came to our office to notarize a stack of documents on short notice. Professional and quick. We use them for bookkeeping now too.', '2025-04-28', 'Google', null),
  ('Paul', 'General contractor', 5, 'Clean books made our line of credit renewal painless. The bank asked for financials and I had them in ten minutes.', '2025-02-17', 'Google', 'home-services'),
  ('Lauren', 'Dental practice', 5, 'Onboarding was organized: one kickoff call, a checklist, and our first close two weeks later. Grace kept us informed the whole time.', '2025-01-22', 'Google', null),
  ('Hector', 'Auto repair shop', 5, 'They cleaned up three years of QuickBooks mess before tax season. Our CPA said it was the easiest year-end we have ever had.', '2024-12-10', 'Google', null),
  ('Megan', 'Event planning company', 5, 'Monthly reports I actually understand, and a real person to ask when I don''t. Highly recommend for any small business in Vegas.', '2024-10-08', 'Google', null),
  ('Andre', 'Personal training studio', 5, 'Set up payroll for my first two employees, registered me with the state and walked me through everything. Zero stress.', '2024-09-16', 'Google', null),
  ('Kim', 'Boutique retail store', 5, 'Inventory, sales tax and bank recs are handled every month. I stopped dreading the mail.', '2024-07-30', 'Google', null),
  ('Ray', 'Pest control company', 5, 'Responsive team, fair flat pricing and no surprise invoices. They flagged a duplicate vendor payment that saved us over two thousand dollars.', '2024-06-05', 'Google', 'home-services'),
  ('Sofia', 'Bakery', 5, 'From messy shoebox receipts to clean monthly financials. They are patient and never make you feel dumb for asking.', '2024-03-19', 'Google', null),
  ('Greg', 'Roofing contractor', 5, 'Weekly payroll for a crew of 22 without a single missed run. Certified payroll reports for our public jobs are done right.', '2023-10-11', 'Google', 'home-services'),
  ('Tanya', 'Marketing agency', 5, 'They moved us from spreadsheets to QuickBooks Online and trained my office manager. Great experience from start to finish.', '2023-06-27', 'Google', null);

-- ---------------------------------------------------------------------------------------------
-- Blog: three categories, eight published posts (owned by writer, writer2 and admin) and two
-- drafts. Related posts are the other posts of the same category.
-- ---------------------------------------------------------------------------------------------
insert into public.blog_categories (id, name, slug) values
  ('c0000000-0000-4000-8000-000000000001', 'Bookkeeping', 'bookkeeping'),
  ('c0000000-0000-4000-8000-000000000002', 'Payroll', 'payroll'),
  ('c0000000-0000-4000-8000-000000000003', 'Nevada Business', 'nevada-business');

insert into public.blog_posts (
  id, title, slug, content, excerpt, author, status, meta_description, tags, featured_image,
  category_id, user_id, created_by, created_at, published_at, updated_at
) values
(
  'b0000000-0000-4000-8000-000000000001',
  'The Monthly Close Checklist Every Small Business Needs',
  'monthly-close-checklist-small-business',
  $html$<p>A monthly close is simply the routine of making sure last month's numbers are complete and correct before you rely on them. Skip it, and small errors pile up until tax season turns into an archaeology project. Do it every month, and it takes a few hours instead of a few weeks.</p>
<h2>1. Reconcile every bank and credit card account</h2>
<p>Match each account in your books to the statement, line by line, until the ending balances agree. Reconciliation catches duplicate entries, missing deposits and bank fees nobody recorded. If the bank does not match, nothing else in your reports can be trusted.</p>
<h2>2. Review uncategorized and "Ask My Accountant" transactions</h2>
<p>Bank feeds make data entry fast, but they also make it easy to park transactions in a holding account. Clear that account every month while you still remember what the charge was for.</p>
<h2>3. Record what the bank feed cannot see</h2>
<ul>
<li>Payroll journal entries, including employer taxes and benefits</li>
<li>Loan payments split between principal and interest</li>
<li>Owner contributions and draws</li>
<li>Depreciation, if you track fixed assets monthly</li>
</ul>
<h2>4. Check receivables and payables</h2>
<p>Compare your open invoices and unpaid bills with reality. A customer payment recorded as a new deposit instead of applied to an invoice will overstate revenue and leave a phantom receivable behind.</p>
<h2>5. Read the reports, then lock the period</h2>
<p>Run a profit and loss statement and a balance sheet and compare them with the prior month. Anything that moved more than you expected deserves a question. Once you are satisfied, set a closing date in your accounting software so nobody edits a finished month by accident.</p>
<p>Our team closes client books by the fifth business day of each month. If your close keeps slipping, <a href="/contact">talk to us</a> about a schedule that sticks.</p>$html$,
  'A five-step routine that turns month-end from a scramble into a few predictable hours: reconciliations, cleanup, adjusting entries and a quick review.',
  'Priya Natarajan', 'published',
  'A practical monthly close checklist for small businesses: bank reconciliations, uncategorized transactions, payroll entries and reviewing your P&L.',
  array['Bookkeeping', 'Small Business', 'Best Practices'],
  '/images/blog/monthly-close-checklist.webp',
  'c0000000-0000-4000-8000-000000000001',
  'a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003',
  '2025-02-03 17:00:00+00', '2025-02-05 15:00:00+00', '2025-02-05 15:00:00+00'
),
(
  'b0000000-0000-4000-8000-000000000002',
  'Cash vs. Accrual Accounting: Which Method Fits Your Business?',
  'cash-vs-accrual-accounting',
  $html$<p>Every set of books follows an accounting method, whether or not the owner chose it on purpose. The two you will hear about most are cash basis and accrual basis, and the difference matters more than most owners expect.</p>
<h2>Cash basis: money in, money out</h2>
<p>Under the cash method you record income when the money arrives and expenses when you pay them. It is simple, it matches your bank balance, and many small businesses are allowed to use it for their tax return.</p>
<p>The downside is timing. If you invoice a large job in December and get paid in January, your December profit looks terrible and January looks fantastic, even though the work happened in December.</p>
<h2>Accrual basis: when it is earned or owed</h2>
<p>Under the accrual method you record income when you earn it and expenses when you incur them, regardless of when cash changes hands. Your reports then show what the business actually did in a period, which is why lenders and investors usually prefer accrual statements.</p>
<h2>How to choose</h2>
<ul>
<li><strong>Mostly same-day sales</strong> (retail, food service): cash basis is often enough.</li>
<li><strong>Invoices with 30- or 60-day terms</strong> (contractors, agencies): accrual shows the truth.</li>
<li><strong>Inventory, a loan or outside investors</strong>: expect to need accrual reports.</li>
</ul>
<p>You can keep management reports on an accrual basis and still file taxes on the cash method if you qualify. Changing your tax method, however, generally requires IRS consent, so talk with your tax preparer before you switch.</p>$html$,
  'The method you use decides when income and expenses show up in your reports. Here is how cash and accrual differ and how to pick one.',
  'Jordan Ellis', 'published',
  'Cash vs. accrual accounting explained for small business owners, with examples and guidance on choosing the right method.',
  array['Bookkeeping', 'Small Business', 'Financial Planning'],
  '/images/blog/cash-vs-accrual.webp',
  'c0000000-0000-4000-8000-000000000001',
  'a0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000004',
  '2025-03-10 18:00:00+00', '2025-03-12 15:00:00+00', '2025-03-12 15:00:00+00'
),
(
  'b0000000-0000-4000-8000-000000000003',
  'Cleaning Up Messy Books Before Tax Season',
  'cleaning-up-books-before-tax-season',
  $html$<p>If your books are months behind, the worst time to discover it is the week your tax preparer asks for a balance sheet. A cleanup is a structured catch-up project, and it goes faster when you know the order of operations.</p>
<h2>Start with the bank</h2>
<p>Gather every bank, credit card and loan statement for the period. Reconcile the oldest month first and work forward; each reconciled month becomes solid ground for the next.</p>
<h2>Fix the chart of accounts</h2>
<p>Years of "Miscellaneous" and duplicate accounts make reports unreadable. Merge duplicates, retire accounts nobody uses and make sure expense categories line up with the way your tax return is prepared.</p>
<h2>Tie out payroll and sales tax</h2>
<p>Compare payroll expense in your books with your payroll provider's quarterly reports, and compare sales tax collected with the returns you filed. Differences here are the ones most likely to cause notices later.</p>
<h2>Look for the usual suspects</h2>
<ul>
<li>Transfers between accounts recorded as income or expenses</li>
<li>Loan payments recorded entirely as an expense</li>
<li>Personal charges on the business card</li>
<li>Customer payments recorded twice: once as a deposit and once against the invoice</li>
</ul>
<p>A typical cleanup uncovers missed deductions and duplicate charges worth real money. If you are more than two months behind, our <a href="/books-cleanup">books cleanup service</a> gets you current before the deadline.</p>$html$,
  'Behind on your books? A step-by-step order of operations for a cleanup that gets you ready for your tax preparer.',
  'Marcus Reyes', 'published',
  'How to clean up messy small business books before tax season: reconciliations, chart of accounts, payroll and sales tax tie-outs.',
  array['Bookkeeping', 'Tax Preparation', 'Year-End Planning'],
  '/images/blog/books-cleanup.webp',
  'c0000000-0000-4000-8000-000000000001',
  'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002',
  '2025-01-13 16:00:00+00', '2025-01-15 15:00:00+00', '2025-01-15 15:00:00+00'
),
(
  'b0000000-0000-4000-8000-000000000004',
  'Nevada Payroll Basics: What New Employers Need to Know',
  'nevada-payroll-basics-new-employers',
  $html$<p>Nevada has no state personal income tax, which surprises new employers into thinking payroll here is simple. It is simpler than in many states, but there are still state accounts to open and a few rules that trip people up.</p>
<h2>Accounts to open before the first paycheck</h2>
<ul>
<li>An <strong>EIN</strong> from the IRS for federal withholding and filings</li>
<li>A <strong>Nevada unemployment insurance</strong> account with the Employment Security Division of DETR</li>
<li>Registration for the <strong>Modified Business Tax</strong> with the Department of Taxation</li>
<li><strong>Workers' compensation</strong> coverage, which Nevada requires once you have employees</li>
</ul>
<h2>Minimum wage and daily overtime</h2>
<p>Nevada's minimum wage is $12.00 per hour for all employees as of July 1, 2024. Nevada also has a daily overtime rule: an employee who earns less than one and a half times the minimum wage is owed overtime for hours worked beyond eight in a 24-hour period, in addition to the federal rule for hours beyond forty in a week. Some exceptions apply, such as certain agreed four-day, ten-hour schedules.</p>
<h2>Paid leave</h2>
<p>Employers with 50 or more employees in Nevada must provide paid leave that accrues at 0.01923 hours per hour worked, roughly 40 hours a year for a full-time employee.</p>
<h2>Federal filings still apply</h2>
<p>You will file Form 941 each quarter, Form 940 each year and W-2s by January 31. Payroll software handles the math; the deadlines are still yours.</p>
<p>Rules change. Confirm current rates with the Nevada Labor Commissioner and DETR, or let our payroll team set everything up for you.</p>$html$,
  'No state income tax does not mean no state payroll work. Accounts to open, minimum wage, daily overtime and paid leave in Nevada.',
  'Priya Natarajan', 'published',
  'A guide to Nevada payroll for new employers: state accounts, minimum wage, daily overtime, paid leave and federal filings.',
  array['Payroll', 'Compliance', 'Small Business'],
  '/images/blog/nevada-payroll-basics.webp',
  'c0000000-0000-4000-8000-000000000002',
  'a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003',
  '2025-04-07 17:00:00+00', '2025-04-09 15:00:00+00', '2025-04-09 15:00:00+00'
),
(
  'b0000000-0000-4000-8000-000000000005',
  'Paying Tipped Employees in Las Vegas Without Getting It Wrong',
  'paying-tipped-employees-las-vegas',
  $html$<p>Servers, bartenders, valets and stylists make Las Vegas run, and tips are a big part of their pay. Nevada handles tipped wages differently from many states, so employers who moved here from elsewhere often set payroll up wrong.</p>
<h2>No tip credit in Nevada</h2>
<p>Federal law lets some employers count part of an employee's tips toward the minimum wage. Nevada does not. Every hour must be paid at the full state minimum wage before tips, and tips are extra.</p>
<h2>Tips are still wages for tax purposes</h2>
<p>Employees must report cash tips to you, and you must include reported tips in wages subject to federal income tax withholding, Social Security and Medicare. Card tips you pay out through payroll are wages too.</p>
<h2>Tip pools</h2>
<p>Tip pooling among employees who customarily receive tips is generally allowed, but managers and owners may not keep any part of employees' tips. Write the pooling policy down and apply it consistently.</p>
<h2>Practical setup</h2>
<ul>
<li>Create separate pay types for cash tips and card tips</li>
<li>Collect tip reports every pay period, not at year-end</li>
<li>Reconcile card tips in your POS with what payroll paid out</li>
</ul>
<p>Our payroll team works with restaurants, bars and salons across the valley. <a href="/contact?service=payroll">Ask us</a> to review your setup.</p>$html$,
  'Nevada does not allow a tip credit. What that means for your payroll setup, tip reporting and tip pools.',
  'Jordan Ellis', 'published',
  'How to pay tipped employees in Las Vegas and Nevada: no tip credit, tip reporting, tip pools and payroll setup.',
  array['Payroll', 'Compliance', 'Best Practices'],
  '/images/blog/tipped-employees.webp',
  'c0000000-0000-4000-8000-000000000002',
  'a0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000004',
  '2025-05-12 17:00:00+00', '2025-05-14 15:00:00+00', '2025-05-14 15:00:00+00'
),
(
  'b0000000-0000-4000-8000-000000000006',
  'Form W-4 Explained for Employers',
  'form-w4-explained-for-employers',
  $html$<p>Every new hire fills out a Form W-4, and every employer has to turn it into a withholding amount. Since 2020 the form no longer uses withholding allowances, which changed how payroll systems calculate federal income tax.</p>
<h2>The five steps of the current form</h2>
<ol>
<li><strong>Personal information</strong> and filing status</li>
<li><strong>Multiple jobs or a working spouse</strong>, which raises withholding</li>
<li><strong>Dependents</strong>, entered as a dollar credit</li>
<li><strong>Other adjustments</strong>: other income, deductions beyond the standard deduction, and extra withholding per pay period</li>
<li><strong>Signature</strong>, without which the form is not valid</li>
</ol>
<h2>Employees with older forms</h2>
<p>Employees hired before 2020 do not have to submit a new form. Their old W-4 with allowances stays valid, and payroll software uses an IRS-published method to compute withholding from it.</p>
<h2>What employers must do</h2>
<ul>
<li>Keep every W-4 on file; you do not send it to the IRS unless asked</li>
<li>Apply a new form no later than the start of the first payroll period ending 30 days after you receive it</li>
<li>Treat a new hire without a W-4 as single with no adjustments</li>
</ul>
<p>Want to see how W-4 choices change take-home pay? Try our <a href="/tools/netpay-calculator">net pay calculator</a>.</p>$html$,
  'The redesigned W-4 has no allowances. The five steps, old forms, and what employers must do with them.',
  'Priya Natarajan', 'published',
  'Form W-4 explained for employers: the five steps, pre-2020 forms, deadlines for applying a new W-4 and record keeping.',
  array['Payroll', 'Tax Preparation', 'Compliance'],
  '/images/blog/form-w4.webp',
  'c0000000-0000-4000-8000-000000000002',
  'a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003',
  '2025-06-02 17:00:00+00', '2025-06-04 15:00:00+00', '2025-06-04 15:00:00+00'
),
(
  'b0000000-0000-4000-8000-000000000007',
  'Nevada Modified Business Tax: A Plain-English Guide',
  'nevada-modified-business-tax-guide',
  $html$<p>Nevada does not tax personal income, but it does tax payroll. The Modified Business Tax, usually called the MBT, is a quarterly tax on the wages an employer pays in Nevada, and most employers with significant payroll owe it.</p>
<h2>Who files</h2>
<p>Every employer subject to Nevada unemployment insurance must file an MBT return each quarter, even when no tax is due. The return is filed with the Nevada Department of Taxation.</p>
<h2>How it is calculated</h2>
<p>The tax applies to gross wages above a quarterly exemption amount. Employers can deduct health benefit costs they pay for employees, and certain wages paid to qualified veterans may be deductible for a limited period. General businesses and financial institutions or mining companies pay different rates.</p>
<p>The rate and the exemption threshold are set by the Legislature and have changed several times, so check the Department of Taxation's current figures before you file rather than relying on last year's return.</p>
<h2>Deadlines</h2>
<p>Returns are due on the last day of the month following each calendar quarter: April 30, July 31, October 31 and January 31.</p>
<h2>Common mistakes</h2>
<ul>
<li>Not filing a zero-due return in a quarter below the threshold</li>
<li>Forgetting to deduct qualifying health insurance costs</li>
<li>Using wages that do not match the quarterly unemployment report</li>
</ul>
<p>We prepare MBT returns as part of our payroll packages and tie them to the DETR report every quarter.</p>$html$,
  'Nevada taxes payroll, not personal income. Who files the MBT, how it is calculated, deductions and quarterly deadlines.',
  'Jordan Ellis', 'published',
  'A plain-English guide to the Nevada Modified Business Tax (MBT): who files, how it is calculated, deductions and due dates.',
  array['Compliance', 'Payroll', 'Small Business'],
  '/images/blog/modified-business-tax.webp',
  'c0000000-0000-4000-8000-000000000003',
  'a0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000004',
  '2025-07-07 17:00:00+00', '2025-07-09 15:00:00+00', '2025-07-09 15:00:00+00'
),
(
  'b0000000-0000-4000-8000-000000000008',
  'Nevada Commerce Tax: Do You Need to File?',
  'nevada-commerce-tax-do-you-need-to-file',
  $html$<p>Nevada's Commerce Tax surprises growing companies every summer. It is a tax on gross revenue, not profit, and it only applies once a business crosses a revenue threshold.</p>
<h2>The $4 million threshold</h2>
<p>A business entity whose Nevada gross revenue exceeds $4 million in a taxable year owes the Commerce Tax on the amount above $4 million. The taxable year runs from July 1 through June 30, regardless of your federal tax year.</p>
<h2>Rates depend on your industry</h2>
<p>The rate is set by the industry category of your business, based on NAICS codes, and the categories differ widely. Choosing the right category is the single most important step on the return.</p>
<h2>When it is due</h2>
<p>The return is due 45 days after the end of the taxable year, which is August 14 in most years. If the Department of Taxation sends your business a Commerce Tax notice or questionnaire, answer it even when you are below the threshold.</p>
<h2>Credit against the MBT</h2>
<p>Businesses that pay the Commerce Tax may be able to take a credit against their Modified Business Tax in the following quarters. It is easy to miss, and it is worth real money for companies with large payrolls.</p>
<p>Our tax coordination team works with your CPA to make sure revenue is sourced to Nevada correctly and the MBT credit is claimed.</p>$html$,
  'A gross-revenue tax that applies above $4 million of Nevada revenue. The threshold, rates, deadline and the MBT credit.',
  'Marcus Reyes', 'published',
  'Nevada Commerce Tax explained: the $4 million gross revenue threshold, industry rates, the August 14 deadline and the MBT credit.',
  array['Compliance', 'Tax Preparation', 'Industry News'],
  '/images/blog/commerce-tax.webp',
  'c0000000-0000-4000-8000-000000000003',
  'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002',
  '2025-08-04 17:00:00+00', '2025-08-06 15:00:00+00', '2025-08-06 15:00:00+00'
),
(
  'b0000000-0000-4000-8000-000000000009',
  'Year-End Payroll Checklist',
  'year-end-payroll-checklist',
  $html$<p>December is the last chance to fix payroll data before W-2s go out. Work through this list before your final payroll of the year.</p>
<ul>
<li>Confirm every employee's legal name, address and Social Security number</li>
<li>Add taxable fringe benefits such as personal use of a company vehicle</li>
<li>Reconcile year-to-date wages with the four quarterly 941s</li>
<li>Check that bonus checks are scheduled in the right tax year</li>
</ul>
<p>More sections to come: contractors and 1099-NEC, state unemployment wage base, and records to keep.</p>$html$,
  'Everything to verify before W-2s go out.',
  'Priya Natarajan', 'draft',
  'A year-end payroll checklist for small employers.',
  array['Payroll', 'Year-End Planning'],
  null,
  'c0000000-0000-4000-8000-000000000002',
  'a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003',
  '2025-10-20 17:00:00+00', null, '2025-10-20 17:00:00+00'
),
(
  'b0000000-0000-4000-8000-000000000010',
  'Do Nevada Service Businesses Collect Sales Tax?',
  'nevada-sales-tax-on-services',
  $html$<p>Most services are not subject to Nevada sales tax, but many service businesses also sell parts or products, and those sales usually are taxable.</p>
<p>Outline: separately stated parts and labor; digital products; when to get a seller's permit; keeping resale certificates.</p>$html$,
  'Labor, parts and when a seller''s permit is needed.',
  'Marcus Reyes', 'draft',
  null,
  array['Compliance', 'Small Business'],
  null,
  'c0000000-0000-4000-8000-000000000003',
  'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002',
  '2025-11-03 17:00:00+00', null, '2025-11-03 17:00:00+00'
);

-- ---------------------------------------------------------------------------------------------
-- Free consultations (docs/architecture.md#d40): two staff members who take calls, so the local
-- /book page has slots. Hours are on the firm's clock (America/Los_Angeles); weekday 0 is Sunday.
-- Dana takes every service Monday to Friday, 9 AM to 5 PM; Marcus takes payroll and general calls
-- Tuesday and Thursday, 1 PM to 6 PM. The settings keep their defaults (15-minute buffer,
-- 4 hours' notice, 14 days ahead).
-- ---------------------------------------------------------------------------------------------
insert into public.booking_staff (id, name, email) values
  ('d0000000-0000-4000-8000-000000000001', 'Dana Whitfield', 'super@demo.local'),
  ('d0000000-0000-4000-8000-000000000002', 'Marcus Reyes', 'admin@demo.local');

insert into public.booking_hours (staff_id, service, weekday, start_time, end_time)
select 'd0000000-0000-4000-8000-000000000001', null, d, '09:00', '17:00'
  from generate_series(1, 5) as d;

insert into public.booking_hours (staff_id, service, weekday, start_time, end_time)
select 'd0000000-0000-4000-8000-000000000002', s, d, '13:00', '18:00'
  from unnest(array['payroll', 'general']) as s, unnest(array[2, 4]) as d;
