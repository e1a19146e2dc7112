// 2026 state income-tax withholding parameters, 50 states + DC.
//
// Collected from public sources in August 2026: each entry's `sources` says where its numbers were
// read and `notes` where the sources disagree; entries rebuilt on the state's employer method point
// to their `document` in stateRules2026.ts (title, revision, source of every figure). Nothing here
// is computed.
// Kept: the values a withholding formula needs, the official method name, the sources, the
// confidence grade and the notes. Left out: the third-party calculator's values found to be stale.
//
// Conventions:
// - rates are decimal fractions (0.05 = 5 %);
// - brackets are marginal, on ANNUAL taxable income after the listed deductions; "over" is the
//   lower bound and the last bracket is open-ended;
// - "married" means married filing jointly; a missing headOfHousehold figure means the state has
//   no separate one (the engine uses the single figure);
// - null means the value was not found in any source read: it is never replaced by a guess, and
//   the field is listed in `unverified`;
// - valuesYear 2025 means the latest confirmed values are 2025 ones (no 2026 figure found).
// - employeeAssessments (the employee-paid payroll assessments) carry their own confidence, their
//   sources (title, revision, where read) and, when not graded high, the reason a paycheck that
//   withholds them is an estimate (EmployeeAssessment in stateTypes.ts).
//
// Source keys used in `sources`:
// - "Fibonacci-0112/PaycheckCalculator:<path>": a file in that public GitHub repository;
// - "PolicyEngine/policyengine-us@8914f89da0 ...:<path>": a statutory parameter file of PolicyEngine US
//   (snapshot 2026-08-19), each citing official documents;
// - "(cited by repo)" / "(cited by PolicyEngine)": an official URL named by that source.

import type { StateCode, StateIncomeTax2026 } from './stateTypes.ts';

export const STATE_INCOME_TAX_2026: Readonly<Record<StateCode, StateIncomeTax2026>> = {
  AK: {
    code: "AK",
    name: "Alaska",
    type: "none",
    flatRate: null,
    topRate: 0,
    brackets: null,
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [
      {
        name: "Unemployment insurance, employee share",
        rate: 0.005,
        annualWageBase: 54200,
        confidence: "medium",
        estimateReason: "the 2026 employee rate was not read (the 0.50 % of 2024 and 2025 is used) and the 2026 wage base ($54,200) comes from one third-party dataset",
        note: "Employee share of unemployment insurance on wages up to the taxable wage base (AS 23.20.290); the Department sets it each year (0.56 % in 2022, 0.51 % in 2023, 0.50 % in 2024 and 2025).",
        sources: [
          {
            title: "Alaska Unemployment Insurance Tax Rates for Experienced Employers, 2025",
            revision: "2025: employee rate 0.50 %, taxable wage base $51,700",
            where: "https://labor.alaska.gov/estax/2025-experience-rates.html"
          },
          {
            title: "Alaska Unemployment Insurance Tax Rates for Experienced Employers, 2024",
            revision: "2024: employee rate 0.50 %, taxable wage base $49,700",
            where: "https://dol.alaska.gov/estax/2024-experience-rates.html"
          },
          {
            title: "TaxLocus state SUTA reference (payroll_state_suta.json)",
            revision: "as of 2026-08-18: AK 2026 wage base $54,200, citing https://labor.alaska.gov/estax/",
            where: "transcribed in github.com/rhamenator/BrassLedger tax-content/us/state-reference-2026.json"
          }
        ]
      }
    ],
    localTaxes: null,
    method: "No state wage income tax; no state income-tax withholding.",
    confidence: "high",
    valuesYear: 2026,
    note: "No individual income tax. Alaska is one of the few states that withholds an employee share of unemployment insurance (employeeAssessments; its 2026 rate is an estimate).",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Data/tax_source_manifest_2026.json (state-ak-regular-2026: NoIncomeTaxAdapter, https://dor.alaska.gov/)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ak (no income tax rate parameters; payroll/unemployment parameters only)"
    ]
  },
  AL: {
    code: "AL",
    name: "Alabama",
    type: "brackets",
    flatRate: null,
    topRate: 0.05,
    brackets: {
      single: [
        { over: 0, rate: 0.02 },
        { over: 500, rate: 0.04 },
        { over: 3000, rate: 0.05 }
      ],
      married: [
        { over: 0, rate: 0.02 },
        { over: 1000, rate: 0.04 },
        { over: 6000, rate: 0.05 }
      ]
    },
    standardDeduction: { single: 3000, married: 8500, headOfHousehold: 5200 },
    personalExemption: { single: 1500, married: 3000, headOfHousehold: 3000 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: "Some cities levy occupational taxes on wages (e.g. Birmingham 1%, per the Calcinum 2026 dataset excerpt).",
    method: "Alabama 2026 formula: annual wages − sliding standard deduction − federal income tax withheld × periods − personal exemption − dependents ($1,000 / $500 / $300 by gross), 2 % / 4 % / 5 %, ÷ periods. Document and figure sources: ALABAMA_WITHHOLDING_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "2026 booklet read in a transcription of the official document; its example ($29.59 a week) is reproduced. The standard deduction slides with annual gross wages (notes).",
    notes: [
      "Standard deduction: single $3,000 at <= $25,999 falling $25 per $500 to $2,500 at >= $35,500; MFJ $8,500 falling $175 per $500 to $5,000; HoH $5,200 falling $135 per $500 to $2,500; MFS $4,250 (<= $12,999) falling $88 per $250 to $2,500 (not offered)."
    ],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Alabama/AlabamaFormulaCalculator.cs",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Data/tax_source_manifest_2026.json (https://www.revenue.alabama.gov/wp-content/uploads/2026/01/whbooklet_0126.pdf)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/al/tax/income/rates/single.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/al/tax/income/rates/joint.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/al/tax/income/exemptions/personal.yaml",
      "https://calcinum.com/api/v1/states.json (2026; search excerpt)",
      "npm calcuris-mcp 0.1.0 dist/lib/us-state-income-brackets-2026.js (diff on my.diffend.io; search excerpt: AL std deduction max $3,000/$8,500)"
    ]
  },
  AR: {
    code: "AR",
    name: "Arkansas",
    type: "brackets",
    flatRate: null,
    topRate: 0.039,
    brackets: {
      single: [
        { over: 0, rate: 0 },
        { over: 5600, rate: 0.02 },
        { over: 11200, rate: 0.03 },
        { over: 16000, rate: 0.034 },
        { over: 26400, rate: 0.039 }
      ],
      married: [
        { over: 0, rate: 0 },
        { over: 5600, rate: 0.02 },
        { over: 11200, rate: 0.03 },
        { over: 16000, rate: 0.034 },
        { over: 26400, rate: 0.039 }
      ]
    },
    standardDeduction: { single: 2470, married: 2470 },
    personalExemption: { single: 0, married: 0 },
    allowance: {
      amount: 29,
      kind: "taxCredit"
    },
    employeeAssessments: [],
    localTaxes: null,
    method: "Arkansas 2026 formula: annual wages − $2,470 (at the $50 point of its $100 range below $100,001), rate × income − adjustment to the whole dollar, − $29 per AR4EC exemption, ÷ periods. Document and figure sources: ARKANSAS_WITHHOLDING_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "2026 formula read in a transcription of the official document; its example ($36.50 a month) is reproduced. The 3.7 % top rate PolicyEngine records for 2026 returns is not in the withholding formula read (3.9 %). The brackets below are the return's.",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Data/ar_withholding_2026.json",
      "https://www.dfa.arkansas.gov/wp-content/uploads/whformula_2026.pdf (cited by repo)",
      "https://news.bloomberglaw.com/financial-accounting/arkansas-updates-withholding-tax-rates-lowers-e-file-threshold (2026 formula: top 3.9%, std deduction $2,470, $29 credit)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ar/tax/income/rates/main/rate.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ar/tax/income/deductions/standard.yaml",
      "https://www.arkleg.state.ar.us/Home/FTPDocument?path=%2FBills%2F2026S1%2FPublic%2FHB1001.pdf (cited by PolicyEngine)"
    ]
  },
  AZ: {
    code: "AZ",
    name: "Arizona",
    type: "flat",
    flatRate: 0.025,
    topRate: 0.025,
    brackets: null,
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: null,
    method: "Arizona Form A-4 (2026): the elected percentage (0.5 %-3.5 %; 2.0 % without an A-4) of each paycheck's gross taxable wages (W-2 box 1: after 401(k) and cafeteria-plan deductions), + the A-4 extra amount. Document and figure sources: ARIZONA_A4_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "The 2026 Form A-4 and its employer instructions read in a transcription of the official documents (they print no worked example). The flat 2.5 % is the return's rate; the A-4 menu's 3.5 % exceeds it by design.",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Arizona/ArizonaWithholdingCalculator.cs",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Data/tax_source_manifest_2026.json (https://azdor.gov/sites/default/files/document/FORMS_WITHHOLDING_2026_A-4_f.pdf)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/az/tax/income/main/single.yaml",
      "https://calcinum.com/api/v1/states.json (2026; search excerpt: flat 2.5%)"
    ]
  },
  CA: {
    code: "CA",
    name: "California",
    type: "brackets",
    flatRate: null,
    topRate: 0.133,
    brackets: {
      single: [
        { over: 0, rate: 0.011 },
        { over: 11079, rate: 0.022 },
        { over: 26264, rate: 0.044 },
        { over: 41452, rate: 0.066 },
        { over: 57542, rate: 0.088 },
        { over: 72724, rate: 0.1023 },
        { over: 371479, rate: 0.1133 },
        { over: 445771, rate: 0.1243 },
        { over: 742953, rate: 0.1353 },
        { over: 1000000, rate: 0.1463 }
      ],
      married: [
        { over: 0, rate: 0.011 },
        { over: 22158, rate: 0.022 },
        { over: 52528, rate: 0.044 },
        { over: 82904, rate: 0.066 },
        { over: 115084, rate: 0.088 },
        { over: 145448, rate: 0.1023 },
        { over: 742958, rate: 0.1133 },
        { over: 891542, rate: 0.1243 },
        { over: 1000000, rate: 0.1353 },
        { over: 1485906, rate: 0.1463 }
      ],
      headOfHousehold: [
        { over: 0, rate: 0.011 },
        { over: 22173, rate: 0.022 },
        { over: 52530, rate: 0.044 },
        { over: 67716, rate: 0.066 },
        { over: 83805, rate: 0.088 },
        { over: 98990, rate: 0.1023 },
        { over: 505208, rate: 0.1133 },
        { over: 606251, rate: 0.1243 },
        { over: 1000000, rate: 0.1353 },
        { over: 1010417, rate: 0.1463 }
      ]
    },
    standardDeduction: { single: 5706, married: 11412, headOfHousehold: 11412 },
    personalExemption: { single: 0, married: 0 },
    allowance: {
      amount: 168.3,
      kind: "taxCredit"
    },
    employeeAssessments: [
      {
        name: "State Disability Insurance (SDI, incl. PFL)",
        rate: 0.013,
        annualWageBase: null,
        confidence: "high",
        note: "1.3 % of all SDI-subject wages; no wage limit since 2024 (SB 951).",
        sources: [
          {
            title: "EDD, Contribution Rates, Withholding Schedules, and Meals and Lodging Values",
            revision: "2026 rates (updated October 1 and December 18, 2025): SDI 1.3 %, no taxable wage limit",
            where: "https://edd.ca.gov/en/payroll_taxes/rates_and_withholding/, as reported by Bloomberg Tax (news.bgov.com, news.bloombergtax.com) and Mercans"
          },
          {
            title: "2026 California Payroll Taxes (DE 201)",
            revision: "2026",
            where: "https://edd.ca.gov/siteassets/files/pdf_pub_ctr/de201.pdf, transcribed in PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19) ca/tax/payroll/disability/employee_rate.yaml"
          }
        ]
      }
    ],
    localTaxes: null,
    method: "California EDD Method B (2026), per payroll period: no withholding at or below the Table 1 low-income exemption; wages − Table 3 standard deduction; Table 5 tax of the period and status; − Table 4 credit ($168.30 a year per allowance). Document and figure sources: CALIFORNIA_METHOD_B_2026.document in stateRules2026.ts.",
    confidence: "medium",
    valuesYear: 2026,
    note: "Per-period 2026 tables read in a third-party transcription (their annual rows agree with the FTB figures; every base checks against its rates); the 2026 document's own examples were not read, so results are flagged. Estimated-deduction allowances (Table 2) are not offered. SDI rate agrees in two sources.",
    notes: [],
    unverified: [
      "Method B per-period tables: third-party transcription, the 2026 document's examples not read"
    ],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Data/ca_method_b_2026.json",
      "https://edd.ca.gov/siteassets/files/pdf_pub_ctr/26methb.pdf (cited by repo)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ca/tax/income/rates/single.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ca/tax/income/deductions/standard/amount.yaml"
    ]
  },
  CO: {
    code: "CO",
    name: "Colorado",
    type: "flat",
    flatRate: 0.044,
    topRate: 0.044,
    brackets: null,
    standardDeduction: { single: 5500, married: 11000, headOfHousehold: 5500 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [
      {
        name: "FAMLI (Family and Medical Leave Insurance), employee share",
        rate: 0.0044,
        annualWageBase: 184500,
        confidence: "high",
        note: "2026 premium 0.88 % of wages (0.9 % in 2023-2025), of which the employer may deduct up to half: 0.44 %, on wages up to the Social Security wage base ($184,500 in 2026: federal2026.ts SOCIAL_SECURITY_2026).",
        sources: [
          {
            title: "Colorado Senate Bill 25-144",
            revision: "enacted May 30, 2025: premium 0.88 % from January 1, 2026",
            where: "https://leg.colorado.gov/sites/default/files/documents/2025A/bills/2025a_144_eng.pdf, cited by PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19) co/tax/payroll/famli/employee_rate.yaml; CDLE FAMLI employer newsletter, June 24, 2025 (content.govdelivery.com/accounts/CODLE/bulletins/3e67e68)"
          },
          {
            title: "FAMLI premium and benefits calculator",
            revision: "2026: employee 0.44 % up to the $184,500 Social Security wage cap",
            where: "https://famli.colorado.gov/individuals-and-families/how-famli-works/premium-and-benefits-calculator, transcribed in Fibonacci-0112/PaycheckCalculator PaycheckCalculator.Core/Data/state_payroll_assessments_2026.json"
          }
        ]
      }
    ],
    localTaxes: "Occupational privilege taxes in Denver, Aurora, Glendale, Greenwood Village, Sheridan (flat monthly amounts).",
    method: "Colorado DR 1098 (2026): annual wages − annual allowance from the IRS W-4 status ($11,000 married filing jointly, $5,500 otherwise) × 4.4 %, ÷ periods, to the whole dollar. Document and figure sources: COLORADO_DR1098_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "2026 DR 1098 read in a transcription of the official worksheet and workbook; its cases and the firm's worked paycheck ($115.00) are reproduced. A DR 0004 allowance is not offered (the W-4 default applies). A TABOR-triggered rate cut is possible.",
    notes: [
      "Withholding allowance without a DR 0004: $5,500, or $11,000 married filing jointly (DR 1098); the DR 0004 Table 1 amounts (14,000 / 30,000 / 22,000 for one job) are for employees who file that certificate."
    ],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Data/co_dr0004_2026.json",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Colorado/ColoradoWithholdingCalculator.cs",
      "https://tax.colorado.gov/sites/tax/files/documents/Wage_Withholding_Tax_Guide_Jan_2026.pdf (cited by repo manifest)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/co/tax/income/rate.yaml",
      "https://www.smith-howard.com/?p=15716 (Thomson Reuters 2026 chart: CO 4.4%, may be reduced by TABOR trigger)"
    ]
  },
  CT: {
    code: "CT",
    name: "Connecticut",
    type: "brackets",
    flatRate: null,
    topRate: 0.0699,
    brackets: {
      single: [
        { over: 0, rate: 0.02 },
        { over: 10000, rate: 0.045 },
        { over: 50000, rate: 0.055 },
        { over: 100000, rate: 0.06 },
        { over: 200000, rate: 0.065 },
        { over: 250000, rate: 0.069 },
        { over: 500000, rate: 0.0699 }
      ],
      married: [
        { over: 0, rate: 0.02 },
        { over: 20000, rate: 0.045 },
        { over: 100000, rate: 0.055 },
        { over: 200000, rate: 0.06 },
        { over: 400000, rate: 0.065 },
        { over: 500000, rate: 0.069 },
        { over: 1000000, rate: 0.0699 }
      ],
      headOfHousehold: [
        { over: 0, rate: 0.02 },
        { over: 16000, rate: 0.045 },
        { over: 80000, rate: 0.055 },
        { over: 160000, rate: 0.06 },
        { over: 320000, rate: 0.065 },
        { over: 400000, rate: 0.069 },
        { over: 800000, rate: 0.0699 }
      ]
    },
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 15000, married: 24000, headOfHousehold: 19000 },
    allowance: null,
    employeeAssessments: [
      {
        name: "CT Paid Leave (PFMLI)",
        rate: 0.005,
        annualWageBase: 184500,
        confidence: "high",
        note: "0.5 % of wages until they reach the Social Security contribution limit, the Social Security wage base ($184,500 in 2026: federal2026.ts SOCIAL_SECURITY_2026).",
        sources: [
          {
            title: "CT Paid Leave, How do CT Paid Leave contributions work? / Is there a cap on contributions?",
            revision: "current page: 0.5 %, until the Social Security contribution limit",
            where: "https://www.ctpaidleave.org/how-ct-paid-leave-works/contributions"
          },
          {
            title: "Connecticut General Statutes § 31-49e",
            revision: "current",
            where: "https://www.cga.ct.gov/current/pub/chap_557.htm, cited by PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19) ct/tax/payroll/paid_leave/employee_rate.yaml (0.5 % from 2021)"
          }
        ]
      }
    ],
    localTaxes: null,
    method: "Connecticut TPG-211 (2026): annual gross − Table A exemption, Table B tax + Table C add-back + Table D recapture, × (1 − Table E personal credit), ÷ periods; tables by CT-W4 code (Single F, Married C, Head of household B unless a code is chosen). Document and figure sources: CONNECTICUT_TPG211_2026.document in stateRules2026.ts.",
    confidence: "medium",
    valuesYear: 2026,
    note: "TPG-211 tables read in a third-party transcription, partly checked against the CT-1040 tables (PolicyEngine); the document's own text and examples were not read, so results are flagged. The brackets below are the return's.",
    notes: [],
    unverified: [
      "TPG-211 Tables A-E: third-party transcription, the document's examples not read"
    ],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Data/connecticut_withholding_2026.json",
      "https://portal.ct.gov/DRS/DRS-Forms/Current-Year-Forms/Withholding-Forms (cited by repo)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ct/tax/income/rates/single.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ct/tax/income/rates/joint.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ct/tax/income/exemptions/personal/max_amount.yaml"
    ]
  },
  DC: {
    code: "DC",
    name: "District of Columbia",
    type: "brackets",
    flatRate: null,
    topRate: 0.1075,
    brackets: {
      single: [
        { over: 0, rate: 0.04 },
        { over: 10000, rate: 0.06 },
        { over: 40000, rate: 0.065 },
        { over: 60000, rate: 0.085 },
        { over: 250000, rate: 0.0925 },
        { over: 500000, rate: 0.0975 },
        { over: 1000000, rate: 0.1075 }
      ],
      married: [
        { over: 0, rate: 0.04 },
        { over: 10000, rate: 0.06 },
        { over: 40000, rate: 0.065 },
        { over: 60000, rate: 0.085 },
        { over: 250000, rate: 0.0925 },
        { over: 500000, rate: 0.0975 },
        { over: 1000000, rate: 0.1075 }
      ]
    },
    standardDeduction: { single: 15000, married: 30000, headOfHousehold: null },
    personalExemption: { single: 0, married: 0 },
    allowance: {
      amount: 1675,
      kind: "deduction"
    },
    employeeAssessments: [],
    localTaxes: null,
    method: "District of Columbia formula: annual wages − $4,300 per D-4 allowance, one annual table (4 % to 10.75 %), ÷ periods. Document and figure sources: DISTRICT_OF_COLUMBIA_WITHHOLDING_2026.document in stateRules2026.ts.",
    confidence: "medium",
    valuesYear: 2026,
    note: "The District publishes no 2026 withholding tables; the formula it gives payroll providers (USDA NFC, November 2022) is used with the 2026 rates, and the $4,300 allowance is the 2022 value. DC Paid Family Leave (0.75%) is employer-paid, not withheld.",
    notes: [],
    unverified: [
      "allowance: $4,300 per D-4 allowance is the November 2022 value; no 2026 figure published"
    ],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/DistrictOfColumbia/DistrictOfColumbiaWithholdingCalculator.cs",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Data/tax_source_manifest_2026.json (FR-230, revision 2018)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/dc/tax/income/rates.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/dc/tax/income/deductions/standard/amount.yaml"
    ]
  },
  DE: {
    code: "DE",
    name: "Delaware",
    type: "brackets",
    flatRate: null,
    topRate: 0.066,
    brackets: {
      single: [
        { over: 0, rate: 0 },
        { over: 2000, rate: 0.022 },
        { over: 5000, rate: 0.039 },
        { over: 10000, rate: 0.048 },
        { over: 20000, rate: 0.052 },
        { over: 25000, rate: 0.0555 },
        { over: 60000, rate: 0.066 }
      ],
      married: [
        { over: 0, rate: 0 },
        { over: 2000, rate: 0.022 },
        { over: 5000, rate: 0.039 },
        { over: 10000, rate: 0.048 },
        { over: 20000, rate: 0.052 },
        { over: 25000, rate: 0.0555 },
        { over: 60000, rate: 0.066 }
      ]
    },
    standardDeduction: { single: 3250, married: 6500 },
    personalExemption: { single: 0, married: 0 },
    allowance: {
      amount: 110,
      kind: "taxCredit"
    },
    employeeAssessments: [
      {
        name: "Delaware Paid Leave (employee share)",
        rate: 0.004,
        annualWageBase: 184500,
        confidence: "high",
        note: "Contributions from January 1, 2025; for 2025 and 2026, 0.40 % medical + 0.32 % parental + 0.08 % family caregiving = 0.80 % of wages, of which the employer may deduct up to half: 0.40 %; they stop when the wages reach the FICA limit, the Social Security wage base ($184,500 in 2026: federal2026.ts SOCIAL_SECURITY_2026). Employers with 25 or more employees (10-24: parental leave only, employee up to 0.16 %; under 10: none; not asked).",
        sources: [
          {
            title: "Delaware Code Title 19 § 3705, Contributions",
            revision: "rates for 2025 and 2026",
            where: "https://delcode.delaware.gov/title19/c037/ (text read at lawserver.com), cited by PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19) de/tax/payroll/paid_leave/*.yaml"
          },
          {
            title: "19 Del. Admin. Code § 1401-6.0, Contributions",
            revision: "current: contributions cease when the employee's wages reach the FICA limit (6.1.2)",
            where: "https://www.law.cornell.edu/regulations/delaware/19-Del-Admin-Code-SS-1401-6.0"
          }
        ]
      }
    ],
    localTaxes: "City of Wilmington earned income tax (rate not confirmed here).",
    method: "Delaware annualized formula: annual wages − $3,250 ($6,500 married filing jointly), annual schedule, − $110 per allowance, ÷ periods. Document and figure sources: DELAWARE_WITHHOLDING_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "The Division of Revenue's current tables (effective January 1, 2025, unchanged for 2026) read in a transcription of the official pages; its three examples are reproduced in four frequencies each.",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Delaware/DelawareWithholdingCalculator.cs",
      "https://revenue.delaware.gov/employers-guide-withholding-tables/ (cited by repo)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/de/tax/income/rate.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/de/tax/income/deductions/standard/amount.yaml"
    ]
  },
  FL: {
    code: "FL",
    name: "Florida",
    type: "none",
    flatRate: null,
    topRate: 0,
    brackets: null,
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: null,
    method: "No state wage income tax; no state income-tax withholding.",
    confidence: "high",
    valuesYear: 2026,
    note: "No individual income tax.",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Data/tax_source_manifest_2026.json (state-fl-regular-2026: NoIncomeTaxAdapter, https://floridarevenue.com/)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/fl (no income tax rate parameters; payroll/unemployment parameters only)"
    ]
  },
  GA: {
    code: "GA",
    name: "Georgia",
    type: "flat",
    flatRate: 0.0499,
    topRate: 0.0499,
    brackets: null,
    standardDeduction: { single: 15000, married: 30000, headOfHousehold: 15000 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: null,
    method: "Georgia percentage method, per pay period: wages − standard deduction of the G-4 status − dependent allowances (annual ÷ periods), × flat rate; 4.99 % with $15,000 / $30,000 and $5,000 per dependent from May 11, 2026; 5.19 % with $12,000 / $24,000 and $4,000 before. Document and figure sources: GEORGIA_WITHHOLDING_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "The June 2026 Employer's Tax Guide read in a transcription of the official document; its two examples are reproduced. Paychecks dated before May 11, 2026 use the earlier figures from a third-party calculator and are flagged. The figures below are the return's.",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Georgia/GeorgiaWithholdingCalculator.cs",
      "https://dor.georgia.gov/employers-tax-guide (cited by repo)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ga/tax/income/main/flat_rate.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ga/tax/income/deductions/standard/amount.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ga/tax/income/exemptions/dependent.yaml",
      "https://www.legis.ga.gov/api/legislation/document/20252026/249080 (HB 463, cited by PolicyEngine)",
      "https://taxnews.ey.com/news/2025-2591-many-states-have-lowered-their-personal-income-tax-rates-in-2026 (EY, 22 Dec 2025: GA 2026 rate 5.09% under HB 111 trigger; formula not yet available)"
    ]
  },
  HI: {
    code: "HI",
    name: "Hawaii",
    type: "brackets",
    flatRate: null,
    topRate: 0.11,
    brackets: {
      single: [
        { over: 0, rate: 0.014 },
        { over: 9600, rate: 0.032 },
        { over: 14400, rate: 0.055 },
        { over: 19200, rate: 0.064 },
        { over: 24000, rate: 0.068 },
        { over: 36000, rate: 0.072 },
        { over: 48000, rate: 0.076 },
        { over: 125000, rate: 0.079 },
        { over: 175000, rate: 0.0825 },
        { over: 225000, rate: 0.09 },
        { over: 275000, rate: 0.1 },
        { over: 325000, rate: 0.11 }
      ],
      married: [
        { over: 0, rate: 0.014 },
        { over: 19200, rate: 0.032 },
        { over: 28800, rate: 0.055 },
        { over: 38400, rate: 0.064 },
        { over: 48000, rate: 0.068 },
        { over: 72000, rate: 0.072 },
        { over: 96000, rate: 0.076 },
        { over: 250000, rate: 0.079 },
        { over: 350000, rate: 0.0825 },
        { over: 450000, rate: 0.09 },
        { over: 550000, rate: 0.1 },
        { over: 650000, rate: 0.11 }
      ],
      headOfHousehold: [
        { over: 0, rate: 0.014 },
        { over: 14400, rate: 0.032 },
        { over: 21600, rate: 0.055 },
        { over: 28800, rate: 0.064 },
        { over: 36000, rate: 0.068 },
        { over: 54000, rate: 0.072 },
        { over: 72000, rate: 0.076 },
        { over: 187500, rate: 0.079 },
        { over: 262500, rate: 0.0825 },
        { over: 337500, rate: 0.09 },
        { over: 412500, rate: 0.1 },
        { over: 487500, rate: 0.11 }
      ]
    },
    standardDeduction: { single: 8000, married: 16000, headOfHousehold: 12000 },
    personalExemption: { single: 1144, married: 2288 },
    allowance: {
      amount: 1144,
      kind: "deduction"
    },
    employeeAssessments: [
      {
        name: "Temporary Disability Insurance (TDI)",
        rate: 0.005,
        annualWageBase: null,
        maxWeekly: 7.5,
        confidence: "high",
        note: "0.5 % of weekly wages, at most half the premium, and at most 0.5 % of the 2026 maximum weekly wage base of $1,500.21: $7.50 a week. Not withheld where the employer pays the whole premium (not asked).",
        sources: [
          {
            title: "Hawaii DLIR Disability Compensation Division, 2026 Maximum Weekly Wage Base",
            revision: "December 10, 2025: TDI weekly wage base $1,500.21, maximum weekly deduction $7.50",
            where: "https://labor.hawaii.gov/dcd/files/2025/12/2026-Maximum-Weekly-Wage-Base.pdf, transcribed in Fibonacci-0112/PaycheckCalculator PaycheckCalculator.Core/Data/state_payroll_assessments_2026.json and summarised at esandalaw.com"
          }
        ]
      }
    ],
    localTaxes: null,
    method: "Hawaii Booklet A (2026) annualized method: annual wages − $1,144 per HW-4 allowance − $4,350, annual schedule of the status (1.4 % to 7.9 %), ÷ periods. Document and figure sources: HAWAII_WITHHOLDING_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "2026 Booklet A appendix read in a transcription of the official document; its example ($9.58 a week) is reproduced. The brackets below are the return's (Act 46, SLH 2024); withholding stops at 7.9 %.",
    notes: [],
    unverified: [],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/hi/tax/income/rates/single.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/hi/tax/income/rates/joint.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/hi/tax/income/rates/head_of_household.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/hi/tax/income/deductions/standard/amount.yaml",
      "https://data.capitol.hawaii.gov/sessions/session2024/bills/HB2404_CD1_.HTM (Act 46 SLH 2024, cited by PolicyEngine)",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Hawaii/HawaiiWithholdingCalculator.cs",
      "https://tax.hawaii.gov/geninfo/a2_b2_4empl_whhold/ (cited by repo)"
    ]
  },
  IA: {
    code: "IA",
    name: "Iowa",
    type: "flat",
    flatRate: 0.038,
    topRate: 0.038,
    brackets: null,
    standardDeduction: { single: null, married: null },
    personalExemption: { single: null, married: null },
    allowance: null,
    employeeAssessments: [],
    localTaxes: null,
    method: "Iowa 2026 formula, per pay period: (wages − standard deduction of the period: $13,000, $19,500 head of household, $26,000 married with a spouse without income, ÷ periods) × 3.8 % − $40 per allowance ÷ periods. Document and figure sources: IOWA_WITHHOLDING_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "2026 formula (November 2025) read in a transcription of the official document; its five examples are reproduced.",
    notes: [],
    unverified: [],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ia/tax/income/rates/by_filing_status/other.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ia/tax/income/rates/by_filing_status/joint.yaml",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Iowa/IowaWithholdingCalculator.cs",
      "https://revenue.iowa.gov/taxes/tax-guidance/withholding-tax/iowa-withholding-tax-information (cited by repo)",
      "https://www.simenspolo.com/home.html (news excerpt: IA 2026 withholding tables issued)"
    ]
  },
  ID: {
    code: "ID",
    name: "Idaho",
    type: "flat",
    flatRate: 0.053,
    topRate: 0.053,
    brackets: null,
    standardDeduction: { single: 16100, married: 32200 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: null,
    method: "Idaho annualized method (EPB00744), table in force on the pay date: (annual wages − $16,100 single / $32,200 married from July 31, 2026; $15,000 / $30,000 before) × 5.3 %, ÷ periods, to the whole dollar. Document and figure sources: IDAHO_EPB00744_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "The revised 2026 table applies from July 31, 2026 (and when no pay date is given); its example ($31) is reproduced. Earlier paychecks use the initial 2026 table's $15,000 / $30,000 and are estimates: its child tax credit allowance value was not found.",
    notes: [
      "ID W-4 child tax credit allowances are worth $0 in the revised table (credit sunset)."
    ],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Idaho/IdahoWithholdingCalculator.cs",
      "https://tax.idaho.gov/document-mngr/pubs_epb00744/ (cited by repo; revision 2025-04-28)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/id/tax/income/main/single.yaml",
      "https://legislature.idaho.gov/sessioninfo/2025/legislation/H0040/ (HB 40, 2025, cited by PolicyEngine)"
    ]
  },
  IL: {
    code: "IL",
    name: "Illinois",
    type: "flat",
    flatRate: 0.0495,
    topRate: 0.0495,
    brackets: null,
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 2925, married: 5850 },
    allowance: {
      amount: 2925,
      kind: "deduction"
    },
    employeeAssessments: [],
    localTaxes: null,
    method: "Illinois IL-700-T (2026) formula, per pay period: (wages − IL-W-4 line 1 allowances × $2,925 ÷ periods − line 2 allowances × $1,000 ÷ periods) × 4.95 %. Document and figure sources: ILLINOIS_IL700T_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "The 2026 IL-700-T read in a transcription of the official document ($2,925 and $1,000 confirmed); its table example ($8.38) is replayed: the formula gives $8.33 on the same wages, the table grouping wages into ranges. The exemption below is the return's.",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Illinois/IllinoisWithholdingCalculator.cs",
      "https://tax.illinois.gov/content/dam/soi/en/web/tax/forms/withholding/documents/currentyear/il-700-t.pdf (cited by repo)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/il/tax/income/rate.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/il/tax/income/exemption/personal.yaml"
    ]
  },
  IN: {
    code: "IN",
    name: "Indiana",
    type: "flat",
    flatRate: 0.0295,
    topRate: 0.0295,
    brackets: null,
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 1000, married: 2000 },
    allowance: {
      amount: 1000,
      kind: "deduction"
    },
    employeeAssessments: [],
    localTaxes: "County income tax of the Form WH-4 county (2026 rates in INDIANA_COUNTY_TAX_2026, from Departmental Notice #1).",
    method: "Indiana Departmental Notice #1 (R46 01-26), per pay period: wages − WH-4 exemptions ($1,000 personal, $1,500 dependent, $3,000 adopted child; annual total ÷ periods, to the cent), × 2.95 %, plus the WH-4 county's rate on the same wages. Document and figure sources: INDIANA_DN1_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "The 2026 Departmental Notice #1 read in a transcription of the official document; its example (state $13.96, county $4.73) is reproduced. 2.95 % also in PolicyEngine (IC 6-3-2-1) and EY.",
    notes: [],
    unverified: [],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/in/tax/income/agi_rate.yaml",
      "https://taxnews.ey.com/news/2025-2591-many-states-have-lowered-their-personal-income-tax-rates-in-2026 (EY: DN #1 flat withholding rate 2.95% for 2026)",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Indiana/IndianaWithholdingCalculator.cs",
      "https://www.in.gov/dor/files/dn01.pdf (cited by repo)"
    ]
  },
  KS: {
    code: "KS",
    name: "Kansas",
    type: "brackets",
    flatRate: null,
    topRate: 0.0558,
    brackets: {
      single: [
        { over: 0, rate: 0.052 },
        { over: 23000, rate: 0.0558 }
      ],
      married: [
        { over: 0, rate: 0.052 },
        { over: 46000, rate: 0.0558 }
      ]
    },
    standardDeduction: { single: 3605, married: 8240, headOfHousehold: 6180 },
    personalExemption: { single: 9160, married: 18320 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: null,
    method: "Kansas KW-100 percentage method, per pay period: wages − K-4 allowance amount ($9,160 single, $18,320 married, + $2,320 head of household and per dependent, ÷ periods), table of the frequency (0 %, 5.2 %, 5.58 %). Document and figure sources: KANSAS_KW100_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "KW-100 (October 2024, tables from July 1, 2024, the current edition) read in a transcription of the official guide; its example ($41.44) is reproduced. The figures below are the return's.",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Kansas/KansasWithholdingCalculator.cs",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/State/StateTaxConfigs2026.cs",
      "https://ksrevenue.gov/pdf/kw100.pdf (cited by repo)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ks/tax/income/rates/other.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ks/tax/income/rates/joint.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ks/tax/income/deductions/standard/base_amount.yaml"
    ]
  },
  KY: {
    code: "KY",
    name: "Kentucky",
    type: "flat",
    flatRate: 0.035,
    topRate: 0.035,
    brackets: null,
    standardDeduction: { single: 3360, married: 3360 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: "Many cities/counties levy occupational license taxes on wages.",
    method: "Kentucky 2026 computer formula 42A003: (annual wages − $3,360) × 3.5 %, ÷ periods. Document and figure sources: KENTUCKY_42A003_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "$3,360 and 3.5 % from the 2026 computer formula (10-2025), read in a transcription of the official document; its monthly example ($104.65) is reproduced.",
    notes: [],
    unverified: [],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ky/tax/income/rate.yaml",
      "https://apps.legislature.ky.gov/record/25rs/hb1.html (HB 1, 2025, cited by PolicyEngine)",
      "https://taxnews.ey.com/news/2025-2591-many-states-have-lowered-their-personal-income-tax-rates-in-2026 (EY: KY 4.0% -> 3.5% from 2026-01-01)",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Kentucky/KentuckyWithholdingCalculator.cs",
      "https://revenue.ky.gov/Forms/2026%20Withholding%20Formula.pdf (cited by repo)"
    ]
  },
  LA: {
    code: "LA",
    name: "Louisiana",
    type: "flat",
    flatRate: 0.03,
    topRate: 0.03,
    brackets: null,
    standardDeduction: { single: 12835, married: 25670, headOfHousehold: 25670 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: null,
    method: "Louisiana R-1306 formula, per pay period: (wages − $12,500 single / $25,000 married or head of household ÷ periods) × 3.09 %. Document and figure sources: LOUISIANA_R1306_2026.document in stateRules2026.ts.",
    confidence: "medium",
    valuesYear: 2026,
    note: "R-1306 (effective January 1, 2025) read in a transcription of the official document; its two examples are reproduced. PolicyEngine records 2026 deductions indexed to $12,835 / $25,670 from a February 2026 Louisiana Register notice not read, so results are flagged. The figures below are the return's (3 %).",
    notes: [],
    unverified: [
      "withholding standard deduction: the R-1306 $12,500 / $25,000 used; a 2026 indexed figure ($12,835 / $25,670, PolicyEngine) not confirmed"
    ],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/la/tax/income/main/flat/rate.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/la/tax/income/deductions/standard/amount.yaml",
      "https://bese.louisiana.gov/docs/default-source/rulemaking-docket/feb-louisiana-register.pdf#page=127 (cited by PolicyEngine)",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Louisiana/LouisianaWithholdingCalculator.cs"
    ]
  },
  MA: {
    code: "MA",
    name: "Massachusetts",
    type: "flat",
    flatRate: 0.05,
    topRate: 0.09,
    brackets: null,
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 4400, married: 8800, headOfHousehold: 6800 },
    allowance: null,
    employeeAssessments: [
      {
        name: "PFML medical leave (employee share)",
        rate: 0.0028,
        annualWageBase: 184500,
        confidence: "high",
        note: "2026 medical leave contribution 0.70 % of eligible wages, of which up to 40 % may be withheld: 0.28 %; eligible wages up to the Social Security wage base ($184,500 in 2026: federal2026.ts SOCIAL_SECURITY_2026). Same employee share at employers with fewer than 25 covered individuals.",
        sources: [
          {
            title: "Massachusetts DFML, Paid Family and Medical Leave employer contribution rates and calculator",
            revision: "rates from January 1, 2026 (announced October 1, 2025): 0.88 % total, employee 0.28 % medical + 0.18 % family, capped at the Social Security taxable maximum",
            where: "https://www.mass.gov/info-details/paid-family-and-medical-leave-employer-contribution-rates-and-calculator, as summarised by NFP, Fisher Phillips and OneDigital; transcribed in Fibonacci-0112/PaycheckCalculator PaycheckCalculator.Core/Data/state_payroll_assessments_2026.json"
          },
          {
            title: "Massachusetts General Laws Chapter 175M § 6",
            revision: "current",
            where: "https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXXII/Chapter175M/Section6, cited by PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19) ma/tax/payroll/paid_leave/*.yaml"
          }
        ]
      },
      {
        name: "PFML family leave (employee share)",
        rate: 0.0018,
        annualWageBase: 184500,
        confidence: "high",
        note: "2026 family leave contribution 0.18 % of eligible wages, all of which may be withheld; eligible wages up to the Social Security wage base ($184,500 in 2026: federal2026.ts SOCIAL_SECURITY_2026).",
        sources: [
          {
            title: "Massachusetts DFML, Paid Family and Medical Leave employer contribution rates and calculator",
            revision: "rates from January 1, 2026 (announced October 1, 2025)",
            where: "https://www.mass.gov/info-details/paid-family-and-medical-leave-employer-contribution-rates-and-calculator, as summarised by NFP, Fisher Phillips and OneDigital; transcribed in Fibonacci-0112/PaycheckCalculator PaycheckCalculator.Core/Data/state_payroll_assessments_2026.json"
          }
        ]
      }
    ],
    localTaxes: null,
    method: "Circular M percentage method, per payroll period: wages − Social Security/Medicare withheld (until $2,000 in the year) − M-4 exemption amount ($4,400 + $1,000 each further), × 5%. Document and figure sources: MASSACHUSETTS_CIRCULAR_M.document in stateRules2026.ts.",
    confidence: "medium",
    valuesYear: 2026,
    note: "The 2026 Circular M text was not readable: its method is read in Circular M 2012 and a 2026 third-party summary; 5%, $4,400, $1,000 and $2,000 agree in two sources; per-period exemption factors, head-of-household reduction and 2026 surtax threshold are not confirmed.",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Massachusetts/MassachusettsWithholdingCalculator.cs",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/State/StateTaxConfigs2026.cs",
      "https://www.mass.gov/doc/massachusetts-circular-m-income-tax-withholding-tables-at-50-effective-january-1-2026/download (cited by repo)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ma/tax/income/rates/part_b.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ma/tax/income/exemptions/personal.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ma/tax/income/rates/additional.yaml"
    ]
  },
  MD: {
    code: "MD",
    name: "Maryland",
    type: "brackets",
    flatRate: null,
    topRate: 0.065,
    brackets: {
      single: [
        { over: 0, rate: 0.02 },
        { over: 1000, rate: 0.03 },
        { over: 2000, rate: 0.04 },
        { over: 3000, rate: 0.0475 },
        { over: 100000, rate: 0.05 },
        { over: 125000, rate: 0.0525 },
        { over: 150000, rate: 0.055 },
        { over: 250000, rate: 0.0575 },
        { over: 500000, rate: 0.0625 },
        { over: 1000000, rate: 0.065 }
      ],
      married: [
        { over: 0, rate: 0.02 },
        { over: 1000, rate: 0.03 },
        { over: 2000, rate: 0.04 },
        { over: 3000, rate: 0.0475 },
        { over: 150000, rate: 0.05 },
        { over: 175000, rate: 0.0525 },
        { over: 225000, rate: 0.055 },
        { over: 300000, rate: 0.0575 },
        { over: 600000, rate: 0.0625 },
        { over: 1200000, rate: 0.065 }
      ]
    },
    standardDeduction: { single: 3400, married: null },
    personalExemption: { single: 3200, married: 6400 },
    allowance: {
      amount: 3200,
      kind: "deduction"
    },
    employeeAssessments: [],
    localTaxes: "County income tax (on the same Maryland taxable income) (rates in MARYLAND_COUNTY_TAX_2026)",
    method: "Maryland 2026 guide percentage method, per pay period: wages − standard deduction − MW507 exemptions (the guide's period amounts), state rates from 4.75 % (the 2 %-4 % bands disregarded), plus the county's rate on the same taxable wages. Document and figure sources: MARYLAND_WITHHOLDING_2026.document in stateRules2026.ts.",
    confidence: "medium",
    valuesYear: 2026,
    note: "2026 guide read in a transcription of the official document (per-period deductions, state and county rates); its combined state-and-local schedules were not transcribed, so the county's own rate is added and results are flagged. County rates agree with the Comptroller's 2026 local rates.",
    notes: [],
    unverified: [
      "combined state-and-local schedules of the 2026 guide: not transcribed; each county's own rate is used"
    ],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Maryland/MarylandWithholdingCalculator.cs",
      "https://www.marylandcomptroller.gov/content/dam/mdcomp/tax/instructions/withholding/2026/withholding-guide.pdf (cited by repo)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/md/tax/income/rates/single.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/md/tax/income/rates/joint.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/md/tax/income/deductions/standard/flat_deduction/amount.yaml"
    ]
  },
  ME: {
    code: "ME",
    name: "Maine",
    type: "brackets",
    flatRate: null,
    topRate: 0.0715,
    brackets: {
      single: [
        { over: 0, rate: 0.058 },
        { over: 27400, rate: 0.0675 },
        { over: 64850, rate: 0.0715 }
      ],
      married: [
        { over: 0, rate: 0.058 },
        { over: 54850, rate: 0.0675 },
        { over: 129750, rate: 0.0715 }
      ],
      headOfHousehold: [
        { over: 0, rate: 0.058 },
        { over: 41100, rate: 0.0675 },
        { over: 97300, rate: 0.0715 }
      ]
    },
    standardDeduction: { single: 15300, married: 30600 },
    personalExemption: { single: 0, married: 0 },
    allowance: {
      amount: 5300,
      kind: "deduction"
    },
    employeeAssessments: [
      {
        name: "Maine Paid Family and Medical Leave (employee share)",
        rate: 0.005,
        annualWageBase: 184500,
        confidence: "high",
        note: "Premium 1 % of wages up to the Social Security wage base ($184,500 in 2026: federal2026.ts SOCIAL_SECURITY_2026) from 2025 (set by statute until 2028), of which the employer may deduct up to half: 0.5 % (employers with fewer than 15 employees remit only that half).",
        sources: [
          {
            title: "Maine Revised Statutes Title 26 § 850-F",
            revision: "premium from January 1, 2025",
            where: "https://legislature.maine.gov/legis/statutes/26/title26sec850-F.html, cited by PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19) me/tax/payroll/paid_leave/employee_rate.yaml"
          },
          {
            title: "Employers Guide to Maine PFML Contributions",
            revision: "2024 (1 % combined, up to the Social Security wage base)",
            where: "https://www.maine.gov/paidleave/docs/2024/EmployersGuidetoMainePFMLContributions.pdf, summarised by EY Tax News (2023-1317) and PayrollOrg"
          }
        ]
      }
    ],
    localTaxes: null,
    method: "Maine 2026 percentage method: annual wages − $5,300 per W-4ME allowance − standard deduction ($12,450 single, $27,750 married, phased out on annual wages), annual schedule, ÷ periods, to the whole dollar. Document and figure sources: MAINE_WITHHOLDING_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "2026 withholding tables read in a transcription of the official document; its three examples are reproduced. Withholding's standard deduction differs from the return's (shown below).",
    notes: [
      "Personal exemption: Withholding allowance $5,300 per W-4ME allowance (repo)."
    ],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Maine/MaineWithholdingCalculator.cs",
      "https://www.maine.gov/revenue/sites/maine.gov.revenue/files/inline-files/26_wh_tab_instr.pdf (cited by repo)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/me/tax/income/main/single.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/me/tax/income/main/joint.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/me/tax/income/main/head_of_household.yaml"
    ]
  },
  MI: {
    code: "MI",
    name: "Michigan",
    type: "flat",
    flatRate: 0.0425,
    topRate: 0.0425,
    brackets: null,
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 5900, married: 11800 },
    allowance: {
      amount: 5900,
      kind: "deduction"
    },
    employeeAssessments: [],
    localTaxes: "About two dozen cities levy income taxes (e.g. Detroit) with their own withholding rules.",
    method: "Michigan Form 446 (2026), per pay period: (wages − MI-W4 exemptions × $5,900 ÷ periods) × 4.25 %. Document and figure sources: MICHIGAN_446_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "The 2026 Form 446 read in a transcription of the official document ($5,900 confirmed; no worked example for the state formula); 4.25 % confirmed by the Treasury's 2026 rate determination. City income taxes (Detroit and others) are not withheld.",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Michigan/MichiganWithholdingCalculator.cs",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/State/StateTaxConfigs2026.cs",
      "https://www.michigan.gov/taxes/-/media/Project/Websites/taxes/Forms/SUW/TY2026/446_Withholding-Guide_2026.pdf (cited by repo)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/mi/tax/income/rate.yaml",
      "https://www.michigan.gov/treasury/reference/taxpayer-notices/2026/04/15/425-income-tax-rate-for-individuals-and-fiduciaries-in-2026-tax-year (cited by PolicyEngine)"
    ]
  },
  MN: {
    code: "MN",
    name: "Minnesota",
    type: "brackets",
    flatRate: null,
    topRate: 0.0985,
    brackets: {
      single: [
        { over: 0, rate: 0.0535 },
        { over: 33310, rate: 0.068 },
        { over: 109430, rate: 0.0785 },
        { over: 203150, rate: 0.0985 }
      ],
      married: [
        { over: 0, rate: 0.0535 },
        { over: 48700, rate: 0.068 },
        { over: 193480, rate: 0.0785 },
        { over: 337930, rate: 0.0985 }
      ],
      headOfHousehold: [
        { over: 0, rate: 0.0535 },
        { over: 41010, rate: 0.068 },
        { over: 164800, rate: 0.0785 },
        { over: 270060, rate: 0.0985 }
      ]
    },
    standardDeduction: { single: 15300, married: 30600, headOfHousehold: 23000 },
    personalExemption: { single: 0, married: 0 },
    allowance: {
      amount: 5300,
      kind: "deduction"
    },
    employeeAssessments: [
      {
        name: "Minnesota Paid Leave (employee share)",
        rate: 0.0044,
        annualWageBase: 184500,
        confidence: "high",
        note: "Premiums from January 1, 2026: 0.88 % of wages (0.61 % medical + 0.27 % family), of which the employer may deduct up to half: 0.44 % (also at small employers on the reduced rate); premiums only on wages up to the OASDI limit, the Social Security wage base ($184,500 in 2026: federal2026.ts SOCIAL_SECURITY_2026).",
        sources: [
          {
            title: "Minnesota Paid Leave, Premiums (2026 Contribution Rates for Minnesota Paid Leave)",
            revision: "2026: total 0.88 %, maximum employee contribution rate 0.44 %",
            where: "https://info.paidleave.mn.gov/employers/premiums/index.jsp"
          },
          {
            title: "Minnesota Paid Leave Employer Toolkit",
            revision: "2025 (premiums only due on wages up to the OASDI limit)",
            where: "online.flipbuilder.com/ttuv/fgdj (pages 14-15); Minnesota Statutes § 268B.14"
          }
        ]
      }
    ],
    localTaxes: null,
    method: "Minnesota 2026 withholding computer formula: annual wages − $5,300 per W-4MN allowance, annual single or married schedule, ÷ periods. Document and figure sources: MINNESOTA_WITHHOLDING_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "2026 withholding schedules read in a transcription of the official booklet; the firm's worked paycheck (biweekly $3,196, married, 2 allowances: $124.00) is reproduced. The brackets below are the return's.",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Minnesota/MinnesotaWithholdingCalculator.cs",
      "https://www.revenue.state.mn.us/sites/default/files/2025-12/wh-inst-26.pdf (cited by repo)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/mn/tax/income/rates/single.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/mn/tax/income/deductions/standard/base.yaml"
    ]
  },
  MO: {
    code: "MO",
    name: "Missouri",
    type: "brackets",
    flatRate: null,
    topRate: 0.047,
    brackets: {
      single: [
        { over: 0, rate: 0 },
        { over: 1348, rate: 0.02 },
        { over: 2696, rate: 0.025 },
        { over: 4044, rate: 0.03 },
        { over: 5392, rate: 0.035 },
        { over: 6740, rate: 0.04 },
        { over: 8088, rate: 0.045 },
        { over: 9436, rate: 0.047 }
      ],
      married: [
        { over: 0, rate: 0 },
        { over: 1348, rate: 0.02 },
        { over: 2696, rate: 0.025 },
        { over: 4044, rate: 0.03 },
        { over: 5392, rate: 0.035 },
        { over: 6740, rate: 0.04 },
        { over: 8088, rate: 0.045 },
        { over: 9436, rate: 0.047 }
      ]
    },
    standardDeduction: { single: 16100, married: 32200, headOfHousehold: 24150 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: "Kansas City and St. Louis earnings taxes (rates not confirmed here).",
    method: "Missouri 2026 withholding formula: annual wages − standard deduction of the MO W-4 status ($16,100; $32,200 married, spouse not working; $24,150 head of household), brackets accumulated, ÷ periods, to the whole dollar. Document and figure sources: MISSOURI_WITHHOLDING_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "2026 formula read in a transcription of the official document; its example ($59 a month) is reproduced. The calculator's Married is the MO W-4 'spouse does not work' line; a married employee whose spouse works withholds as Single ($16,100).",
    notes: [
      "Brackets: 2026 withholding formula (0 % to $1,348, then 2 % to 4.7 % in $1,348 steps)."
    ],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Missouri/MissouriWithholdingCalculator.cs",
      "https://dor.mo.gov/forms/4282_2026.pdf (cited by repo)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/mo/tax/income/rates.yaml",
      "PolicyEngine/policyengine-us@8914f89da0:policyengine_us/variables/gov/states/mo/tax/income/taxable_income/mo_taxable_income.py"
    ]
  },
  MS: {
    code: "MS",
    name: "Mississippi",
    type: "brackets",
    flatRate: null,
    topRate: 0.04,
    brackets: {
      single: [
        { over: 0, rate: 0 },
        { over: 10000, rate: 0.04 }
      ],
      married: [
        { over: 0, rate: 0 },
        { over: 10000, rate: 0.04 }
      ]
    },
    standardDeduction: { single: 2300, married: 4600, headOfHousehold: 3400 },
    personalExemption: { single: 6000, married: 12000, headOfHousehold: 8000 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: null,
    method: "Mississippi Pub. 89-700 (2026) formula: annual wages − Form 89-350 exemption ($6,000 single, $12,000 married, $9,500 head of family, + $1,500 per dependent) − standard deduction ($2,300 / $4,600 / $3,400), 4 % over $10,000, ÷ periods, to the whole dollar. Document and figure sources: MISSISSIPPI_89700_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "Pub. 89-700-25 (revised January 13, 2026) read in a transcription of the official document; the same steps appear in the USDA NFC formula. The publication's own examples were not transcribed. 4 % agrees with the statute (HB 1, 2025) and PolicyEngine.",
    notes: [
      "Personal exemption: the return's head-of-household exemption is $8,000 (PolicyEngine); Form 89-350 withholding uses $9,500 for head of family (including one dependent)."
    ],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Mississippi/MississippiWithholdingCalculator.cs",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/State/StateTaxConfigs2026.cs",
      "https://www.dor.ms.gov/sites/default/files/business/89700251.pdf (cited by repo)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ms/tax/income/rate.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ms/tax/income/deductions/standard/amount.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ms/tax/income/exemptions/regular/amount.yaml"
    ]
  },
  MT: {
    code: "MT",
    name: "Montana",
    type: "brackets",
    flatRate: null,
    topRate: 0.0565,
    brackets: {
      single: [
        { over: 0, rate: 0.047 },
        { over: 47500, rate: 0.0565 }
      ],
      married: [
        { over: 0, rate: 0.047 },
        { over: 95000, rate: 0.0565 }
      ],
      headOfHousehold: [
        { over: 0, rate: 0.047 },
        { over: 71250, rate: 0.0565 }
      ]
    },
    standardDeduction: { single: 16100, married: 32200 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: null,
    method: "Montana guide (2026) direct payroll-period formula: W = A + B × (G − C) on the MW-4 status's table for the period (annual 0 % to $16,100 / $32,200 / $24,150, 4.7 %, 5.65 % over $63,600 / $127,200 / $95,400; period amounts to the whole dollar), rounded to the whole dollar. Document and figure sources: MONTANA_GUIDE_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "The 2026 guide (Version 4, November 2025) read in a transcription of the official document; its three examples are reproduced. Its period tables are the annual ones ÷ periods to the whole dollar (ARM 42.17.105), which every value the examples print agrees with. The brackets below are the return's.",
    notes: [
      "Standard deduction: Montana uses the federal standard deduction from 2024 (PolicyEngine mt/.../state_specific_deduction_applies.yaml = false from 2024), so the 2026 federal amounts are shown; withholding builds it into the tables' 0 % band."
    ],
    unverified: [],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/mt/tax/income/main/single.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/mt/tax/income/main/joint.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/mt/tax/income/main/head_of_household.yaml",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Montana/MontanaWithholdingCalculator.cs",
      "https://revenue.mt.gov/publications/montana-employer-and-information-agent-guide (cited by repo)"
    ]
  },
  NC: {
    code: "NC",
    name: "North Carolina",
    type: "flat",
    flatRate: 0.0399,
    topRate: 0.0399,
    brackets: null,
    standardDeduction: { single: 12750, married: 25500, headOfHousehold: 19125 },
    personalExemption: { single: 0, married: 0 },
    allowance: {
      amount: 2500,
      kind: "deduction"
    },
    employeeAssessments: [],
    localTaxes: null,
    method: "NC-30 annualized method: wages × periods − $12,750 (single, married, surviving spouse; $19,125 HoH) − $2,500 per NC-4 allowance, × 3.99%, ÷ periods, rounded to the nearest whole dollar. Document and figure sources: NORTH_CAROLINA_NC30.document in stateRules2026.ts.",
    confidence: "medium",
    valuesYear: 2026,
    note: "The 2026 NC-30 was not readable: method and whole-dollar rounding are read in the 2017 NC-30; 3.99% (statute, PolicyEngine) and $12,750 / $19,125 / $2,500 are not confirmed in the 2026 NC-30.",
    notes: [
      "Allowance: Per NC-4 allowance (repo).",
      "Withholding: Repo's supplemental rate 4.09% (= 3.99% + 0.10%) is consistent with 3.99%; the repo calculator comment still says 4.5%."
    ],
    unverified: [],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/nc/tax/income/rate.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/nc/tax/income/deductions/standard/amount.yaml",
      "https://www.ncleg.gov/BillLookup/2023/H259 (cited by PolicyEngine)",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/State/StateTaxConfigs2026.cs",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalc.Core/Data/state_supplemental_2026.json",
      "https://www.ncdor.gov/income-tax-withholding-tables-and-instructions-employers/open (cited by repo)"
    ]
  },
  ND: {
    code: "ND",
    name: "North Dakota",
    type: "brackets",
    flatRate: null,
    topRate: 0.025,
    brackets: {
      single: [
        { over: 0, rate: 0 },
        { over: 48475, rate: 0.0195 },
        { over: 244825, rate: 0.025 }
      ],
      married: [
        { over: 0, rate: 0 },
        { over: 80975, rate: 0.0195 },
        { over: 298075, rate: 0.025 }
      ],
      headOfHousehold: [
        { over: 0, rate: 0 },
        { over: 64950, rate: 0.0195 },
        { over: 271450, rate: 0.025 }
      ]
    },
    standardDeduction: { single: 16100, married: 32200 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: null,
    method: "North Dakota 2026 rates and instructions, on the federal W-4: annual wages, the annual table of the W-4 Step 1(c) status (0 % to $57,625 single, $57,500 married, $78,475 head of household, then 1.95 % and 2.5 %), ÷ periods, to the whole dollar; a W-4 from 2019 or earlier subtracts $5,050 per allowance first. Document and figure sources: NORTH_DAKOTA_WITHHOLDING_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "2026 booklet (28216 12/2025) read in a transcription of the official document; its tables agree with a payroll vendor's republication. Its worked example carries the 2025 threshold (reproduced with the 2025 table). The brackets and deduction below are the return's (2025 brackets), not used in withholding.",
    notes: [],
    unverified: [],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/nd/tax/income/rates/single.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/nd/tax/income/rates/joint.yaml",
      "https://github.com/PolicyEngine/policyengine-us/pull/9165 (open PR: official 2026 thresholds from ND-1ES, not merged in the snapshot)",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/NorthDakota/NorthDakotaWithholdingCalculator.cs",
      "https://www.tax.nd.gov/sites/www/files/documents/forms/individual/2026-iit/2026-income-tax-withholding-rates-booklet.pdf (cited by repo)"
    ]
  },
  NE: {
    code: "NE",
    name: "Nebraska",
    type: "brackets",
    flatRate: null,
    topRate: 0.0455,
    brackets: {
      single: [
        { over: 0, rate: 0.0246 },
        { over: 4130, rate: 0.0351 },
        { over: 24760, rate: 0.0455 }
      ],
      married: [
        { over: 0, rate: 0.0246 },
        { over: 8250, rate: 0.0351 },
        { over: 49530, rate: 0.0455 }
      ],
      headOfHousehold: [
        { over: 0, rate: 0.0246 },
        { over: 7700, rate: 0.0351 },
        { over: 39620, rate: 0.0455 }
      ]
    },
    standardDeduction: { single: null, married: null },
    personalExemption: { single: 0, married: 0 },
    allowance: {
      amount: 2440,
      kind: "deduction"
    },
    employeeAssessments: [],
    localTaxes: null,
    method: "Nebraska Circular EN (2026): annual wages − $2,440 per W-4N allowance, the Circular's annual table (single or head of household; married: 0 %, 2.26 % … 4.6 %), ÷ periods, to the cent. Document and figure sources: NEBRASKA_CIRCULAR_EN_2026.document in stateRules2026.ts.",
    confidence: "medium",
    valuesYear: 2026,
    note: "The 2026 Circular EN read in a transcription of the official document (annual tables and the $2,440 allowance, which a payroll vendor also publishes). Its per-period percentage tables were not transcribed, so the annual table is used and a paycheck may differ from them by cents; the special minimum withholding of employers with more than 24 employees is not applied. The brackets below are the return's (LB 754).",
    notes: [
      "Standard deduction: the return's 2026 amounts were not found (2025: 8,600 / 17,200, HoH 12,600); withholding does not use them.",
      "Personal exemption credit on the return: $171 for 2025, 2026 not confirmed; withholding uses the $2,440 W-4N allowance instead."
    ],
    unverified: [
      "standardDeduction.single: not found in the sources read (null)",
      "standardDeduction.married: not found in the sources read (null)",
      "per-period percentage tables of the 2026 Circular EN: not transcribed; the annual table is used"
    ],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ne/tax/income/rates/single.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ne/tax/income/rates/joint.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ne/tax/income/rates/head_of_household.yaml",
      "https://revenue.nebraska.gov/sites/default/files/doc/tax-forms/2025/f_1040N-ES.pdf#page=5 (2026 estimated rate schedule, cited by PolicyEngine)",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Nebraska/NebraskaWithholdingCalculator.cs",
      "https://revenue.nebraska.gov/sites/default/files/doc/business/Cir_En_2025/2026cir_en_whole.pdf (cited by repo)"
    ]
  },
  NH: {
    code: "NH",
    name: "New Hampshire",
    type: "none",
    flatRate: null,
    topRate: 0,
    brackets: null,
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: null,
    method: "No state wage income tax; no state income-tax withholding.",
    confidence: "high",
    valuesYear: 2026,
    note: "No tax on wages. The interest and dividends tax ended for tax years beginning 2025, so nothing is withheld.",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Data/tax_source_manifest_2026.json (state-nh-regular-2026: NoIncomeTaxAdapter, https://www.revenue.nh.gov/)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/nh (no income tax rate parameters; payroll/unemployment parameters only)"
    ]
  },
  NJ: {
    code: "NJ",
    name: "New Jersey",
    type: "brackets",
    flatRate: null,
    topRate: 0.1075,
    brackets: {
      single: [
        { over: 0, rate: 0.014 },
        { over: 20000, rate: 0.0175 },
        { over: 35000, rate: 0.035 },
        { over: 40000, rate: 0.05525 },
        { over: 75000, rate: 0.0637 },
        { over: 500000, rate: 0.0897 },
        { over: 1000000, rate: 0.1075 }
      ],
      married: [
        { over: 0, rate: 0.014 },
        { over: 20000, rate: 0.0175 },
        { over: 50000, rate: 0.0245 },
        { over: 70000, rate: 0.035 },
        { over: 80000, rate: 0.05525 },
        { over: 150000, rate: 0.0637 },
        { over: 500000, rate: 0.0897 },
        { over: 1000000, rate: 0.1075 }
      ]
    },
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 0, married: 0 },
    allowance: {
      amount: 1000,
      kind: "deduction"
    },
    employeeAssessments: [
      {
        name: "Temporary Disability Insurance (TDI)",
        rate: 0.0019,
        annualWageBase: 171100,
        confidence: "high",
        note: "2026 worker rate 0.19 % (0.23 % in 2025) on the first $171,100 of wages (the worker TDI/FLI base; $165,400 in 2025).",
        sources: [
          {
            title: "NJDOL Division of Employer Accounts, Rate information, contributions, and due dates",
            revision: "calendar year 2026 worker rates: D.I. 0.0019, F.L.I. 0.0023, worker taxable wage base $171,100",
            where: "https://www.nj.gov/labor/ea/employer-services/rate-info/, transcribed in Fibonacci-0112/PaycheckCalculator PaycheckCalculator.Core/Data/state_payroll_assessments_2026.json and in PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19) nj/tax/payroll/temporary_disability_insurance/*.yaml"
          }
        ]
      },
      {
        name: "Family Leave Insurance (FLI)",
        rate: 0.0023,
        annualWageBase: 171100,
        confidence: "high",
        note: "2026 worker rate 0.23 % (0.33 % in 2025) on the first $171,100 of wages.",
        sources: [
          {
            title: "NJDOL Division of Employer Accounts, Rate information, contributions, and due dates",
            revision: "calendar year 2026 worker rates",
            where: "https://www.nj.gov/labor/ea/employer-services/rate-info/, transcribed in Fibonacci-0112/PaycheckCalculator PaycheckCalculator.Core/Data/state_payroll_assessments_2026.json and in PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19) nj/tax/payroll/family_leave_insurance/employee_rate.yaml"
          }
        ]
      },
      {
        name: "Unemployment insurance + Workforce Development (worker share)",
        rate: 0.00425,
        annualWageBase: 44800,
        confidence: "high",
        note: "Worker contributions of 0.3825 % unemployment insurance + 0.0425 % workforce development / supplemental workforce funds = 0.425 %, on the first $44,800 of wages in 2026 (the UI taxable wage base; $43,300 in 2025).",
        sources: [
          {
            title: "TKT Payroll Software, New Jersey taxable wage base",
            revision: "2026: UI 0.003825 on $44,800; 2025: UI 0.003825, WF/SWF 0.000425 on $43,300",
            where: "https://tktenterprises1.com/NewJersey.html"
          },
          {
            title: "TaxLocus state SUTA reference (payroll_state_suta.json)",
            revision: "as of 2026-08-18: NJ 2026 wage base $44,800, citing https://www.nj.gov/labor/",
            where: "transcribed in github.com/rhamenator/BrassLedger tax-content/us/state-reference-2026.json"
          },
          {
            title: "N.J.S.A. 43:21-7(d), worker contributions",
            revision: "current",
            where: "https://www.nj.gov/labor/myunemployment/assets/pdfs/UI_statute.pdf"
          }
        ]
      }
    ],
    localTaxes: null,
    method: "NJ-WT percentage method: Rate A (single, married/CU separate) or Rate B (married/CU joint, head of household) annual table on annual wages − $1,000 per NJ-W4 allowance, ÷ periods. Document and figure sources: NEW_JERSEY_NJWT.document in stateRules2026.ts.",
    confidence: "medium",
    valuesYear: 2026,
    note: "Withholding uses the NJ-WT Rate A/B tables (2020 revision, the latest read), not the statutory brackets below; no 2026 NJ-WT was readable; the annual 11.8% row is inferred from the per-period tables; Rates C-E are not offered.",
    notes: [
      "Withholding: NJ-WT withholding uses its own Rate Tables A-E, which differ from the statutory schedule shown; those tables were not available. The repo applies the statutory brackets (with 5.53% for 5.525%)."
    ],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/NewJersey/NewJerseyWithholdingCalculator.cs",
      "https://www.nj.gov/treasury/taxation/pdf/current/njwt.pdf (cited by repo)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/nj/tax/income/main/single.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/nj/tax/income/main/joint.yaml"
    ]
  },
  NM: {
    code: "NM",
    name: "New Mexico",
    type: "brackets",
    flatRate: null,
    topRate: 0.059,
    brackets: {
      single: [
        { over: 0, rate: 0.015 },
        { over: 5500, rate: 0.032 },
        { over: 16500, rate: 0.043 },
        { over: 33500, rate: 0.047 },
        { over: 66500, rate: 0.049 },
        { over: 210000, rate: 0.059 }
      ],
      married: [
        { over: 0, rate: 0.015 },
        { over: 8000, rate: 0.032 },
        { over: 25000, rate: 0.043 },
        { over: 50000, rate: 0.047 },
        { over: 100000, rate: 0.049 },
        { over: 315000, rate: 0.059 }
      ]
    },
    standardDeduction: { single: 16100, married: 32200 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: null,
    method: "New Mexico FYI-104 (2026) percentage tables, per pay period, by the IRS W-4 status (no allowances): 0 % to $8,050 single, $16,100 married, $12,075 head of household a year, then 1.5 % … 5.9 %; the period table is the annual one ÷ periods (bounds to the dollar, bases to the cent). Document and figure sources: NEW_MEXICO_FYI104_2026.document in stateRules2026.ts.",
    confidence: "medium",
    valuesYear: 2026,
    note: "FYI-104 (11/2025) read in a transcription of the official document; its example ($41.80 a week) is reproduced. Only that example's row of the per-period tables was transcribed: the other rows are derived from the annual tables the same way, so results are flagged. The brackets below are the return's.",
    notes: [
      "Standard deduction: New Mexico uses the federal standard deduction (PolicyEngine nm_deductions.py), so the 2026 federal amounts are shown; withholding builds half of it (single) into the tables' 0 % band."
    ],
    unverified: [
      "FYI-104 per-period tables: derived from the annual tables (only the example's row read)"
    ],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/nm/tax/income/main/single.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/nm/tax/income/main/joint.yaml",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/NewMexico/NewMexicoWithholdingCalculator.cs",
      "https://realfile.tax.newmexico.gov/FYI-104.pdf (cited by repo)"
    ]
  },
  NV: {
    code: "NV",
    name: "Nevada",
    type: "none",
    flatRate: null,
    topRate: 0,
    brackets: null,
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: null,
    method: "No state wage income tax; no state income-tax withholding.",
    confidence: "high",
    valuesYear: 2026,
    note: "No individual income tax (Modified Business Tax is employer-side).",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Data/tax_source_manifest_2026.json (state-nv-regular-2026: NoIncomeTaxAdapter, https://tax.nv.gov/)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/nv (no income tax rate parameters; payroll/unemployment parameters only)"
    ]
  },
  NY: {
    code: "NY",
    name: "New York",
    type: "brackets",
    flatRate: null,
    topRate: 0.109,
    brackets: {
      single: [
        { over: 0, rate: 0.039 },
        { over: 8500, rate: 0.044 },
        { over: 11700, rate: 0.0515 },
        { over: 13900, rate: 0.054 },
        { over: 80650, rate: 0.059 },
        { over: 215400, rate: 0.0685 },
        { over: 1077550, rate: 0.0965 },
        { over: 5000000, rate: 0.103 },
        { over: 25000000, rate: 0.109 }
      ],
      married: [
        { over: 0, rate: 0.039 },
        { over: 17150, rate: 0.044 },
        { over: 23600, rate: 0.0515 },
        { over: 27900, rate: 0.054 },
        { over: 161550, rate: 0.059 },
        { over: 323200, rate: 0.0685 },
        { over: 2155350, rate: 0.0965 },
        { over: 5000000, rate: 0.103 },
        { over: 25000000, rate: 0.109 }
      ],
      headOfHousehold: [
        { over: 0, rate: 0.039 },
        { over: 12800, rate: 0.044 },
        { over: 17650, rate: 0.0515 },
        { over: 20900, rate: 0.054 },
        { over: 107650, rate: 0.059 },
        { over: 269300, rate: 0.0685 },
        { over: 1616450, rate: 0.0965 },
        { over: 5000000, rate: 0.103 },
        { over: 25000000, rate: 0.109 }
      ]
    },
    standardDeduction: { single: 8000, married: 16050, headOfHousehold: 11200 },
    personalExemption: { single: 0, married: 0 },
    allowance: {
      amount: 1000,
      kind: "deduction"
    },
    employeeAssessments: [
      {
        name: "Paid Family Leave (PFL)",
        rate: 0.00432,
        annualWageBase: null,
        maxAnnual: 411.91,
        confidence: "high",
        note: "0.432 % of gross wages each pay period until the 2026 annual maximum of $411.91 (0.432 % of the $1,833.63 state average weekly wage × 52).",
        sources: [
          {
            title: "NY Department of Financial Services, 2026 Paid Family Leave premium rate and maximum employee contribution",
            revision: "decision of August 29, 2025, for January 1, 2026",
            where: "https://paidfamilyleave.ny.gov/2026 and https://www.wcb.ny.gov/content/main/forms/PFLDocs/pfl-pay-deduction-notice-2026.pdf, as summarised by NFP and others; transcribed in Fibonacci-0112/PaycheckCalculator PaycheckCalculator.Core/Data/state_payroll_assessments_2026.json and PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19) ny/tax/payroll/paid_family_leave/*.yaml"
          }
        ]
      },
      {
        name: "Disability Benefits (DBL/SDI)",
        rate: 0.005,
        annualWageBase: null,
        maxWeekly: 0.6,
        confidence: "high",
        note: "One-half of one percent of wages, not more than sixty cents a week ($1.20 biweekly, $1.30 semimonthly, $2.60 monthly).",
        sources: [
          {
            title: "New York Workers' Compensation Law § 209(3)(a)",
            revision: "current",
            where: "https://www.nysenate.gov/legislation/laws/WKC/209, transcribed in Fibonacci-0112/PaycheckCalculator PaycheckCalculator.Core/Data/state_payroll_assessments_2026.json and PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19) ny/tax/payroll/disability_benefits/*.yaml"
          }
        ]
      }
    ],
    localTaxes: "New York City and Yonkers resident taxes have separate withholding tables (NYS-50-T-NYC, NYS-50-T-Y).",
    method: "NYS-50-T-NYS (1/26) exact calculation method on the annual table: annual wages − $7,400 single / $7,950 married − $1,000 per IT-2104 allowance, Method II schedule (Method III at the top), ÷ periods. Document and figure sources: NEW_YORK_NYS50_T_NYS.document in stateRules2026.ts.",
    confidence: "medium",
    valuesYear: 2026,
    note: "Withholding uses the NYS-50-T-NYS annual table; the document's own examples, worked on its per-period tables, come out a few cents higher ($248.11 where the annual table gives $248.08). The brackets below are the return's; PFL/DBL agree in two sources.",
    notes: [
      "Personal exemption: $1,000 per IT-2104 allowance.",
      "Withholding: head of household withholds as single (IT-2104 has Single and Married only)."
    ],
    unverified: [],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ny/tax/income/main/single.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ny/tax/income/main/joint.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ny/tax/income/main/head_of_household.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ny/tax/income/deductions/standard/amount.yaml",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/NewYork/NewYorkWithholdingCalculator.cs",
      "https://www.tax.ny.gov/pdf/publications/withholding/nys50_t_nys.pdf (cited by repo)",
      "https://www.simenspolo.com/home.html (news excerpt: NY 2026 withholding tables reflect rate reductions)"
    ]
  },
  OH: {
    code: "OH",
    name: "Ohio",
    type: "brackets",
    flatRate: null,
    topRate: 0.0275,
    brackets: {
      single: [
        { over: 0, rate: 0 },
        { over: 26050, rate: 0.0275 }
      ],
      married: [
        { over: 0, rate: 0 },
        { over: 26050, rate: 0.0275 }
      ]
    },
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 0, married: 0 },
    allowance: {
      amount: 650,
      kind: "deduction"
    },
    employeeAssessments: [],
    localTaxes: "Municipal income taxes and school-district income taxes withheld separately.",
    method: "Ohio percentage method: wages of the period − $650 a year per IT 4 exemption, table of the pay frequency in force on the pay date (October 1, 2025 table: 1.775 %, 2.99 %, 3.64 %; from August 1, 2026: 1.6 %, 2.99 %, 3.4 %). Document and figure sources: OHIO_WITHHOLDING_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "Both 2026 tables read in a transcription of the official documents: the October 1, 2025 table for pay dates to July 31, 2026 (the firm's worked paycheck, $30.84, is reproduced) and the August 1, 2026 table from then on (or when no pay date is given).",
    notes: [
      "Exemption: $650 a year per IT 4 exemption; withholding rates are Ohio's own, above the return's 2.75 %."
    ],
    unverified: [],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/oh/tax/income/rates.yaml",
      "https://search-prod.lis.state.oh.us/api/v2/general_assembly_136/legislation/hb96/07_EN/pdf/ (HB 96, cited by PolicyEngine)",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Ohio/OhioWithholdingCalculator.cs",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/State/StateTaxConfigs2026.cs",
      "https://tax.ohio.gov/business/employer-withholding (cited by repo)"
    ]
  },
  OK: {
    code: "OK",
    name: "Oklahoma",
    type: "brackets",
    flatRate: null,
    topRate: 0.045,
    brackets: {
      single: [
        { over: 0, rate: 0 },
        { over: 3750, rate: 0.025 },
        { over: 4900, rate: 0.035 },
        { over: 7200, rate: 0.045 }
      ],
      married: [
        { over: 0, rate: 0 },
        { over: 7500, rate: 0.025 },
        { over: 9800, rate: 0.035 },
        { over: 14400, rate: 0.045 }
      ]
    },
    standardDeduction: { single: 6350, married: 12700, headOfHousehold: 9350 },
    personalExemption: { single: 1000, married: 2000 },
    allowance: {
      amount: 1000,
      kind: "deduction"
    },
    employeeAssessments: [],
    localTaxes: null,
    method: "Oklahoma OW-2 (2026) percentage method, per pay period: wages − $1,000 ÷ periods per OK-W-4 allowance, the table of the period and status (0 %, 2.5 %, 3.5 %, 4.5 %; single from $10,100 a year, married from $20,200), to the whole dollar. Document and figure sources: OKLAHOMA_OW2_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "2026 OW-2 read in a transcription of the official document (annual tables, allowance, example) and a calculator's transcription of its per-period tables; every per-period row is the annual table ÷ periods; the example ($37) is reproduced. The brackets and deductions below are the return's.",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Data/ok_ow2_2026_percentage.json",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ok/tax/income/rates/single.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ok/tax/income/rates/joint.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ok/tax/income/deductions/standard/amount.yaml",
      "https://www.oklegislature.gov/cf_pdf/2025-26%20ENR/hB/HB2764%20ENR.PDF (HB 2764, cited by PolicyEngine)"
    ]
  },
  OR: {
    code: "OR",
    name: "Oregon",
    type: "brackets",
    flatRate: null,
    topRate: 0.099,
    brackets: {
      single: [
        { over: 0, rate: 0.0475 },
        { over: 4400, rate: 0.0675 },
        { over: 11100, rate: 0.0875 },
        { over: 125000, rate: 0.099 }
      ],
      married: [
        { over: 0, rate: 0.0475 },
        { over: 8800, rate: 0.0675 },
        { over: 22200, rate: 0.0875 },
        { over: 250000, rate: 0.099 }
      ]
    },
    standardDeduction: { single: 2835, married: 5670, headOfHousehold: 4560 },
    personalExemption: { single: 0, married: 0 },
    allowance: {
      amount: 263,
      kind: "taxCredit"
    },
    employeeAssessments: [
      {
        name: "Paid Leave Oregon (employee share)",
        rate: 0.006,
        annualWageBase: 184500,
        confidence: "high",
        note: "Total contribution 1 % of wages, of which employees pay 60 %: 0.6 %, on wages up to $184,500 in 2026 (the Social Security wage base).",
        sources: [
          {
            title: "Paid Leave Oregon, Employers",
            revision: "2026: total contribution 1 % of gross wages up to $184,500, employees 60 %",
            where: "https://paidleave.oregon.gov/employers/Pages/default.aspx, transcribed in Fibonacci-0112/PaycheckCalculator PaycheckCalculator.Core/Data/state_payroll_assessments_2026.json"
          },
          {
            title: "Oregon Revised Statutes § 657B.150",
            revision: "current: employees pay 60 % of the contribution rate",
            where: "https://www.oregonlegislature.gov/bills_laws/ors/ors657B.html, cited by PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19) or/tax/payroll/paid_leave/employee_rate.yaml (0.6 % from 2023)"
          }
        ]
      },
      {
        name: "Statewide transit tax",
        rate: 0.001,
        annualWageBase: null,
        confidence: "high",
        note: "0.1 % of wages, no cap (from July 1, 2018).",
        sources: [
          {
            title: "Oregon Department of Revenue, Statewide Transit Tax",
            revision: "current",
            where: "https://www.oregon.gov/dor/programs/businesses/pages/statewide-transit-tax.aspx; ORS 320.550, cited by PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19) or/tax/payroll/statewide_transit/employee_rate.yaml"
          }
        ]
      }
    ],
    localTaxes: "TriMet and Lane Transit payroll taxes are employer-paid; Portland-area Metro SHS and Multnomah PFA personal income taxes (optional withholding) not covered.",
    method: "Oregon 150-206-436 (2026): BASE = annual wages − federal tax withheld (at most $8,750, phased out from $125,000 single / $250,000 married) − $2,910 or $5,820; table for wages under or over $50,000; − $263 per OR-W-4 allowance (none over $100,000 / $200,000); ÷ periods. Document and figure sources: OREGON_150_206_436.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "2026 formula read in a transcription of the official publication; its example 1 is reproduced ($1,788.88; the document rounds to $1,789). Its FAQ still says $8,500 for the federal subtraction, the tables $8,750 (used). The brackets below are the return's. Paid Leave Oregon and the transit tax are double-sourced.",
    notes: [
      "Withholding subtracts federal tax withheld (capped) and credits $263 per OR-W-4 allowance (2026 formula)."
    ],
    unverified: [],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/or/tax/income/rates/single.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/or/tax/income/rates/joint.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/or/tax/income/deductions/standard/amount.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/or/tax/income/credits/exemption/amount.yaml",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Oregon/OregonWithholdingCalculator.cs",
      "https://www.oregon.gov/dor/forms/FormsPubs/withholding-tax-formulas_206-436_2026.pdf (cited by repo)"
    ]
  },
  PA: {
    code: "PA",
    name: "Pennsylvania",
    type: "flat",
    flatRate: 0.0307,
    topRate: 0.0307,
    brackets: null,
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [
      {
        name: "Unemployment compensation (employee share)",
        rate: 0.0007,
        annualWageBase: null,
        confidence: "high",
        note: "0.07 % of total gross wages, not limited to the employer's taxable wage base.",
        sources: [
          {
            title: "Pennsylvania DLI, UC Tax, Employee Withholding",
            revision: "\"2023 and thereafter: 0.07 % (.0007)\"",
            where: "https://www.pa.gov/en/agencies/dli/resources/for-employers-and-educators/how-to-file/uc-tax/employee-withholding.html"
          }
        ]
      }
    ],
    localTaxes: "Local earned income tax (EIT), Local Services Tax (LST) and Philadelphia wage tax withheld separately.",
    method: "Pennsylvania: 3.07 % of the paycheck's compensation (traditional 401(k) deferrals stay in it), no certificate, allowances or deductions, to the cent. Document and figure sources: PENNSYLVANIA_WITHHOLDING_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "Flat 3.07% of compensation, read in the department's employer withholding pages (as transcribed August 2026) and agreed by two other sources.",
    notes: [],
    unverified: [],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/pa/tax/income/rate.yaml",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Pennsylvania/PennsylvaniaWithholdingCalculator.cs",
      "https://www.pa.gov/content/dam/copapwp-pagov/en/revenue/documents/formsandpublications/formsforbusinesses/employerwithholding/documents/rev-415.pdf (cited by repo)"
    ]
  },
  RI: {
    code: "RI",
    name: "Rhode Island",
    type: "brackets",
    flatRate: null,
    topRate: 0.0599,
    brackets: {
      single: [
        { over: 0, rate: 0.0375 },
        { over: 82050, rate: 0.0475 },
        { over: 186450, rate: 0.0599 }
      ],
      married: [
        { over: 0, rate: 0.0375 },
        { over: 82050, rate: 0.0475 },
        { over: 186450, rate: 0.0599 }
      ]
    },
    standardDeduction: { single: 11200, married: 22400, headOfHousehold: 16800 },
    personalExemption: { single: 5250, married: 10500 },
    allowance: {
      amount: 5250,
      kind: "deduction"
    },
    employeeAssessments: [
      {
        name: "Temporary Disability Insurance (TDI/TCI)",
        rate: 0.011,
        annualWageBase: 100000,
        confidence: "high",
        note: "2026 employee rate 1.1 % (1.3 % in 2025) on the first $100,000 of wages ($89,200 in 2025): at most $1,100 in the year.",
        sources: [
          {
            title: "RI DLT, 2026 tax rates for unemployment insurance and temporary disability insurance",
            revision: "press release of December 2025: TDI 1.1 %, taxable wage base $100,000",
            where: "https://dlt.ri.gov/press-releases/2026-tax-rates-unemployment-insurance-and-temporary-disability-insurance, as summarised by The Larkin Company (December 23, 2025); transcribed in Fibonacci-0112/PaycheckCalculator PaycheckCalculator.Core/Data/state_payroll_assessments_2026.json and PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19) ri/tax/payroll/temporary_disability_insurance/*.yaml"
          }
        ]
      }
    ],
    localTaxes: null,
    method: "Rhode Island 2026 withholding booklet, percentage method on the annual table: annual wages − $1,000 per RI W-4 allowance (none when the period's wages are over $290,800 a year ÷ periods), one table for every status (3.75 %, 4.75 %, 5.99 %), ÷ periods, to the cent. Document and figure sources: RHODE_ISLAND_WITHHOLDING_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "2026 booklet (updated 11/04/2025) read in a transcription of the official document; its example ($87.57) is reproduced. The withholding allowance is $1,000, not the return's $5,250 exemption; the figures below are the return's. TDI agrees in two sources.",
    notes: [],
    unverified: [],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ri/tax/income/rate.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ri/tax/income/deductions/standard/amount.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ri/tax/income/exemption/amount.yaml",
      "https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-11/ADV_2025_22_Inflation_Adjustments.pdf (RI ADV 2025-22, cited by PolicyEngine)",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/RhodeIsland/RhodeIslandWithholdingCalculator.cs",
      "https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-12/2026%20Withholding%20Tax%20Booklet.pdf (cited by repo)"
    ]
  },
  SC: {
    code: "SC",
    name: "South Carolina",
    type: "brackets",
    flatRate: null,
    topRate: 0.06,
    brackets: {
      single: [
        { over: 0, rate: 0 },
        { over: 3640, rate: 0.03 },
        { over: 18230, rate: 0.06 }
      ],
      married: [
        { over: 0, rate: 0 },
        { over: 3640, rate: 0.03 },
        { over: 18230, rate: 0.06 }
      ]
    },
    standardDeduction: { single: 7500, married: 7500 },
    personalExemption: { single: 0, married: 0 },
    allowance: {
      amount: 5000,
      kind: "deduction"
    },
    employeeAssessments: [],
    localTaxes: null,
    method: "South Carolina WH-1603F (2026, Rev. 11/4/25): annual wages − $5,000 per SC W-4 allowance − 10 % of annual wages (at most $7,500, only with an allowance), 0 % / 3 % / 6 % (3 % − $109.20 from $3,640, 6 % − $656.10 from $18,230), ÷ periods, to the cent. Document and figure sources: SOUTH_CAROLINA_WH1603F_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "2026 formula read in a transcription of the official document; its example ($10.58 a week) is reproduced. PolicyEngine's 2026 statutory schedule (1.99 % / 5.21 %) is not in the withholding formula read.",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/SouthCarolina/SouthCarolinaWithholdingCalculator.cs",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/State/StateTaxConfigs2026.cs",
      "https://dor.sc.gov/sites/dor/files/forms/WH1603F_2026.pdf (cited by repo)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/sc/tax/income/rates.yaml",
      "https://www.scstatehouse.gov/sess126_2025-2026/bills/4216.htm (cited by PolicyEngine)"
    ]
  },
  SD: {
    code: "SD",
    name: "South Dakota",
    type: "none",
    flatRate: null,
    topRate: 0,
    brackets: null,
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: null,
    method: "No state wage income tax; no state income-tax withholding.",
    confidence: "high",
    valuesYear: 2026,
    note: "No individual income tax.",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Data/tax_source_manifest_2026.json (state-sd-regular-2026: NoIncomeTaxAdapter, https://dor.sd.gov/)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/sd (no income tax rate parameters; payroll/unemployment parameters only)"
    ]
  },
  TN: {
    code: "TN",
    name: "Tennessee",
    type: "none",
    flatRate: null,
    topRate: 0,
    brackets: null,
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: null,
    method: "No state wage income tax; no state income-tax withholding.",
    confidence: "high",
    valuesYear: 2026,
    note: "No tax on wages (Hall tax on interest/dividends fully repealed after 2020).",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Data/tax_source_manifest_2026.json (state-tn-regular-2026: NoIncomeTaxAdapter, https://www.tn.gov/revenue.html)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/tn (no income tax rate parameters; payroll/unemployment parameters only)"
    ]
  },
  TX: {
    code: "TX",
    name: "Texas",
    type: "none",
    flatRate: null,
    topRate: 0,
    brackets: null,
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: null,
    method: "No state wage income tax; no state income-tax withholding.",
    confidence: "high",
    valuesYear: 2026,
    note: "No individual income tax.",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Data/tax_source_manifest_2026.json (state-tx-regular-2026: NoIncomeTaxAdapter, https://comptroller.texas.gov/)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/tx (no income tax rate parameters; payroll/unemployment parameters only)"
    ]
  },
  UT: {
    code: "UT",
    name: "Utah",
    type: "flat",
    flatRate: 0.0445,
    topRate: 0.0445,
    brackets: null,
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: null,
    method: "Utah Publication 14 (Rev. 04/26): per pay period, wages × 4.45 % − (base allowance of the IRS W-4 status − 1.3 % of wages over the threshold), every line to the whole dollar. Document and figure sources: UTAH_PUB14_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "Publication 14 Rev. 04/26 applies from April 1, 2026 (and when no pay date is given); its six examples are reproduced. Paychecks dated January to March 2026 used the previous edition, not read here: they are computed on Rev. 04/26 and flagged as estimates.",
    notes: [
      "Utah has no state certificate and no allowances: the IRS W-4 filing status selects the single or married base allowance."
    ],
    unverified: [],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/ut/tax/income/rate.yaml",
      "https://le.utah.gov/Session/2026/bills/enrolled/SB0060.pdf (SB 60, 2026, cited by PolicyEngine)",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Utah/UtahWithholdingCalculator.cs",
      "https://files.tax.utah.gov/tax/forms/pubs/pub-14.pdf (cited by repo)"
    ]
  },
  VA: {
    code: "VA",
    name: "Virginia",
    type: "brackets",
    flatRate: null,
    topRate: 0.0575,
    brackets: {
      single: [
        { over: 0, rate: 0.02 },
        { over: 3000, rate: 0.03 },
        { over: 5000, rate: 0.05 },
        { over: 17000, rate: 0.0575 }
      ],
      married: [
        { over: 0, rate: 0.02 },
        { over: 3000, rate: 0.03 },
        { over: 5000, rate: 0.05 },
        { over: 17000, rate: 0.0575 }
      ]
    },
    standardDeduction: { single: 8750, married: 17500 },
    personalExemption: { single: 930, married: 1860 },
    allowance: {
      amount: 930,
      kind: "deduction"
    },
    employeeAssessments: [],
    localTaxes: null,
    method: "Virginia formula (July 2025 and later): annual wages − [$8,750 + $930 × VA-4 personal and dependent exemptions], annual schedule, ÷ periods. Document and figure sources: VIRGINIA_WITHHOLDING_2026.document in stateRules2026.ts.",
    confidence: "medium",
    valuesYear: 2026,
    note: "Withholding uses $8,750 for every employee (not the return's $17,500 married deduction) and $930 per exemption. The July 2025 example is transcribed as $109.50 (annual tax rounded to the dollar) where the formula, as this calculator, gives $109.48; age-65 and blind exemptions are not asked.",
    notes: [
      "Personal exemption: $930 per VA-4 personal or dependent exemption."
    ],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Virginia/VirginiaWithholdingCalculator.cs",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/State/StateTaxConfigs2026.cs",
      "https://www.tax.virginia.gov/sites/default/files/vatax-pdf/employer-withholding-instructions.pdf (cited by repo)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/va/tax/income/rates.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/va/tax/income/deductions/standard.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/va/tax/income/exemptions/personal.yaml"
    ]
  },
  VT: {
    code: "VT",
    name: "Vermont",
    type: "brackets",
    flatRate: null,
    topRate: 0.0875,
    brackets: {
      single: [
        { over: 0, rate: 0.0335 },
        { over: 49400, rate: 0.066 },
        { over: 119700, rate: 0.076 },
        { over: 249700, rate: 0.0875 }
      ],
      married: [
        { over: 0, rate: 0.0335 },
        { over: 82500, rate: 0.066 },
        { over: 199450, rate: 0.076 },
        { over: 304000, rate: 0.0875 }
      ],
      headOfHousehold: [
        { over: 0, rate: 0.0335 },
        { over: 66200, rate: 0.066 },
        { over: 171000, rate: 0.076 },
        { over: 276850, rate: 0.0875 }
      ]
    },
    standardDeduction: { single: 7650, married: 15300, headOfHousehold: 11450 },
    personalExemption: { single: 5300, married: 10600 },
    allowance: null,
    employeeAssessments: [
      {
        name: "Child Care Contribution (employee share)",
        rate: 0.0011,
        annualWageBase: null,
        confidence: "high",
        note: "Employers pay 0.44 % of wages and may withhold up to a quarter of it, 0.11 %, from employees (since July 1, 2024); no cap.",
        sources: [
          {
            title: "Vermont Department of Taxes, GB-1326 Child Care Contribution",
            revision: "current",
            where: "https://tax.vermont.gov/sites/tax/files/documents/GB-1326.pdf; 32 V.S.A. § 10553, cited by PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19) vt/tax/payroll/child_care/*.yaml"
          }
        ]
      }
    ],
    localTaxes: null,
    method: "Vermont GB-1210 (2026) percentage method, per pay period: wages − $5,400 ÷ periods per W-4VT allowance, the table of the period and status (the annual table ÷ periods: 0 %, 3.35 %, 6.6 %, 7.6 %, 8.75 %), to the cent. Document and figure sources: VERMONT_GB1210_2026.document in stateRules2026.ts.",
    confidence: "medium",
    valuesYear: 2026,
    note: "2026 GB-1210 read in a transcription of the official document (annual tables, $5,400 allowance, example reproduced: $45.77); its per-period rows above the first were not read and are derived from the annual table, so a result may differ by a cent. The brackets and deductions below are the return's (2025).",
    notes: [],
    unverified: [
      "GB-1210 per-period tables: rows above the first not read (derived from the annual table)"
    ],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/vt/tax/income/rates/single.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/vt/tax/income/rates/joint.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/vt/tax/income/deductions/standard/base.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/vt/tax/income/exemption/personal.yaml",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Vermont/VermontWithholdingCalculator.cs",
      "https://tax.vermont.gov/sites/tax/files/documents/GB-1210.pdf (cited by repo)"
    ]
  },
  WA: {
    code: "WA",
    name: "Washington",
    type: "none",
    flatRate: null,
    topRate: 0,
    brackets: null,
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [
      {
        name: "WA Cares Fund (long-term care)",
        rate: 0.0058,
        annualWageBase: null,
        confidence: "high",
        note: "0.58 % of all gross wages, no cap; employees with an approved exemption pay nothing (not asked).",
        sources: [
          {
            title: "RCW 50B.04.080",
            revision: "current: 0.58 % of wages",
            where: "https://app.leg.wa.gov/RCW/default.aspx?cite=50B.04.080, cited by PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19) wa/tax/payroll/long_term_care/employee_rate.yaml; https://wacaresfund.wa.gov/employers"
          }
        ]
      },
      {
        name: "Paid Family and Medical Leave (employee share)",
        rate: 0.00807159,
        annualWageBase: 184500,
        confidence: "high",
        note: "2026 premium 1.13 % of gross wages, of which employees pay 71.43 %: 1.13 % × 71.43 % = 0.807159 %, until the wages reach the Social Security cap ($184,500 in 2026).",
        sources: [
          {
            title: "Washington Paid Leave, Updates: 2026 Paid Family & Medical Leave Premiums",
            revision: "from January 1, 2026: 1.13 %, employees 71.43 %, Social Security cap $184,500",
            where: "https://paidleave.wa.gov/updates/"
          }
        ]
      }
    ],
    localTaxes: null,
    method: "No state wage income tax; no state income-tax withholding.",
    confidence: "high",
    valuesYear: 2026,
    note: "No tax on wages (a 7% capital-gains excise tax exists but is not withheld from pay). Employee payroll assessments below apply.",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Data/tax_source_manifest_2026.json (state-wa-regular-2026: NoIncomeTaxAdapter, https://dor.wa.gov/)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/wa (no income tax rate parameters; payroll/unemployment parameters only)"
    ]
  },
  WI: {
    code: "WI",
    name: "Wisconsin",
    type: "brackets",
    flatRate: null,
    topRate: 0.0765,
    brackets: {
      single: [
        { over: 0, rate: 0.035 },
        { over: 14680, rate: 0.044 },
        { over: 51130, rate: 0.053 },
        { over: 323290, rate: 0.0765 }
      ],
      married: [
        { over: 0, rate: 0.035 },
        { over: 19580, rate: 0.044 },
        { over: 68170, rate: 0.053 },
        { over: 431060, rate: 0.0765 }
      ]
    },
    standardDeduction: { single: 6702, married: 9461 },
    personalExemption: { single: 700, married: 1400 },
    allowance: {
      amount: 400,
      kind: "deduction"
    },
    employeeAssessments: [],
    localTaxes: null,
    method: "Wisconsin W-166 (January 2026) annualized method: annual wages − deduction ($6,702 single / $9,461 married, phased out) − $400 per WT-4 exemption, annual schedule, ÷ periods. Document and figure sources: WISCONSIN_W166_2026.document in stateRules2026.ts.",
    confidence: "high",
    valuesYear: 2026,
    note: "January 2026 W-166 read in a transcription of the official guide; its three examples are reproduced. The brackets below are the return's; withholding uses its own schedule and a $400 exemption.",
    notes: [
      "Withholding deduction: $6,702 single / $9,461 married, reduced by 12 % / 20 % of annual wages over $17,780 / $25,727 (W-166).",
      "Exemption: $400 per WT-4 exemption (withholding; the return's is $700)."
    ],
    unverified: [],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/wi/tax/income/rates/single.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/wi/tax/income/rates/joint.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/wi/tax/income/exemption/base.yaml",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/Wisconsin/WisconsinWithholdingCalculator.cs",
      "https://www.revenue.wi.gov/dor%20publications/pb166.pdf (cited by repo)"
    ]
  },
  WV: {
    code: "WV",
    name: "West Virginia",
    type: "brackets",
    flatRate: null,
    topRate: 0.0458,
    brackets: {
      single: [
        { over: 0, rate: 0.0211 },
        { over: 10000, rate: 0.0281 },
        { over: 25000, rate: 0.0316 },
        { over: 40000, rate: 0.0422 },
        { over: 60000, rate: 0.0458 }
      ],
      married: [
        { over: 0, rate: 0.0211 },
        { over: 10000, rate: 0.0281 },
        { over: 25000, rate: 0.0316 },
        { over: 40000, rate: 0.0422 },
        { over: 60000, rate: 0.0458 }
      ]
    },
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 2000, married: 4000 },
    allowance: {
      amount: 2000,
      kind: "deduction"
    },
    employeeAssessments: [],
    localTaxes: "Some municipal service fees (e.g. city user fees) may be withheld.",
    method: "West Virginia IT-100.2A (March 2026) percentage method on the annual table: annual wages − $2,000 per IT-104 exemption, the two-earner table (or the one-earner table when IT-104 line 5 is checked; 2.11 % to 4.58 %), ÷ periods, to the whole dollar. Document and figure sources: WEST_VIRGINIA_IT100_2026.document in stateRules2026.ts.",
    confidence: "medium",
    valuesYear: 2026,
    note: "IT-100.2A (March 2026) read in a transcription of the official document; it prints no example. Its per-period tables were not transcribed (the annual table is used: near a half dollar a paycheck may differ by $1), and the tables employers used in 2026 before the March revision were not read.",
    notes: [],
    unverified: [
      "IT-100.2A per-period tables not transcribed (annual table used)",
      "tables in force before the March 2026 revision not read"
    ],
    sources: [
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/wv/tax/income/rates/single.yaml",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/wv/tax/income/exemptions/personal.yaml",
      "https://code.wvlegislature.gov/11-21-4J/ (cited by PolicyEngine)",
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Tax/WestVirginia/WestVirginiaWithholdingCalculator.cs",
      "https://tax.wv.gov/Documents/Withholding/it100.2a.pdf (cited by repo)"
    ]
  },
  WY: {
    code: "WY",
    name: "Wyoming",
    type: "none",
    flatRate: null,
    topRate: 0,
    brackets: null,
    standardDeduction: { single: 0, married: 0 },
    personalExemption: { single: 0, married: 0 },
    allowance: null,
    employeeAssessments: [],
    localTaxes: null,
    method: "No state wage income tax; no state income-tax withholding.",
    confidence: "high",
    valuesYear: 2026,
    note: "No individual income tax.",
    notes: [],
    unverified: [],
    sources: [
      "Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Data/tax_source_manifest_2026.json (state-wy-regular-2026: NoIncomeTaxAdapter, https://revenue.wyo.gov/)",
      "PolicyEngine/policyengine-us@8914f89da0 (snapshot 2026-08-19):policyengine_us/parameters/gov/states/wy (no income tax rate parameters; payroll/unemployment parameters only)"
    ]
  },
};

// Maryland county income tax, withheld with the state tax on the same Maryland taxable income.
// Source: Fibonacci-0112/PaycheckCalculator:PaycheckCalculator.Core/Data/md_county_rates_2026.json; https://www.marylandcomptroller.gov/content/dam/mdcomp/tax/legal-publications/facts/withholding-tax-facts-2026.pdf (cited by repo).
// Confidence: medium (county rates single-sourced).
export const MARYLAND_COUNTY_TAX_2026 = {
  "defaultUnknownCounty": 0.033,
  "nonresident": 0.0225,
  "counties": {
    "Allegany": 0.032,
    "Anne Arundel": {
      "single": [
        [0, 0.027],
        [50000, 0.0294],
        [400000, 0.032]
      ],
      "joint": [
        [0, 0.027],
        [75000, 0.0294],
        [480000, 0.032]
      ]
    },
    "Baltimore City": 0.032,
    "Baltimore County": 0.032,
    "Calvert": 0.032,
    "Caroline": 0.032,
    "Carroll": 0.0303,
    "Cecil": 0.0274,
    "Charles": 0.0303,
    "Dorchester": 0.033,
    "Frederick": {
      "single": [
        [0, 0.0225],
        [25000, 0.0275],
        [50000, 0.0296],
        [150000, 0.032]
      ],
      "joint": [
        [0, 0.0225],
        [25000, 0.0275],
        [100000, 0.0296],
        [250000, 0.032]
      ]
    },
    "Garrett": 0.0265,
    "Harford": 0.0306,
    "Howard": 0.032,
    "Kent": 0.033,
    "Montgomery": 0.032,
    "Prince George's": 0.032,
    "Queen Anne's": 0.032,
    "St. Mary's": 0.032,
    "Somerset": 0.032,
    "Talbot": 0.024,
    "Washington": 0.0295,
    "Wicomico": 0.032,
    "Worcester": 0.0225
  }
} as const satisfies {
  readonly defaultUnknownCounty: number;
  readonly nonresident: number;
  readonly counties: Readonly<Record<string, number | { readonly single: ReadonlyArray<readonly [number, number]>; readonly joint: ReadonlyArray<readonly [number, number]> }>>;
};
