// The paycheck explainer: 'Salary Paycheck Breakdown' walks through one weekly paycheck and
// 'Deeper Payroll Insights' explains the rates behind it
// (figures in paycheckExplainer.ts).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardGrid, Container, Section, media, SHARED_PAGES } from '@firm/shared-contracts';
import { formatMoney, formatNumber, formatPercent } from '@firm/shared-contracts/format';
import { SectionHeader } from '../sections/SectionHeader.tsx';
import {
  ADDITIONAL_MEDICARE_RATE,
  ADDITIONAL_MEDICARE_THRESHOLD,
  MEDICARE_RATE,
  PAY_SCHEDULES,
  SOCIAL_SECURITY_RATE,
  WEEKS_PER_YEAR,
  grossPerPeriod,
  paycheckExample,
} from './paycheckExplainer.ts';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[12]};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[8]};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
`;

const Equation = styled.p`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.mist};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  background: ${({ theme }) => theme.color.paper};
  border-radius: ${({ theme }) => theme.radius.card};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  overflow: hidden;
  caption {
    padding: ${({ theme }) => theme.space[4]};
    text-align: left;
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border-top: 1px solid ${({ theme }) => theme.color.line};
    text-align: left;
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    color: ${({ theme }) => theme.color.mint};
  }
  thead th {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.slate};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.slate};
`;

const InsightTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.ink};
`;

const Rate = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: 700;
  color: ${({ theme }) => theme.color.ledger};
  font-variant-numeric: tabular-nums;
`;

/** A deduction in the accounting form, '($93.00)'. */
const deduction = (amount: number) => formatMoney(-amount, { accounting: true });
/** A rate of the tax tables, 0.0145 → '1.45%'. */
const ratePercent = (fraction: number) => formatPercent(fraction * 100, { maxDecimals: 2 });
/** The example's salary figures are whole dollars. */
const dollars = (amount: number) => formatMoney(amount, { wholeDollars: true });

export function PaycheckExplainer() {
  const example = paycheckExample();
  const insights = [
    {
      title: 'Social Security',
      rate: ratePercent(SOCIAL_SECURITY_RATE),
      text: `Withheld from each paycheck up to the yearly wage base; your business pays a matching ${ratePercent(SOCIAL_SECURITY_RATE)}. On the example salary that is ${formatMoney(example.annualSocialSecurity)} a year from the employee.`,
    },
    {
      title: 'Medicare',
      rate: ratePercent(MEDICARE_RATE),
      text: `Withheld on every dollar of wages, with no cap, and matched by the employer. On the example salary: ${formatMoney(example.annualMedicare)} a year.`,
    },
    {
      title: 'Additional Medicare',
      rate: ratePercent(ADDITIONAL_MEDICARE_RATE),
      text: `Withheld once an employee's wages pass ${dollars(ADDITIONAL_MEDICARE_THRESHOLD)} in a calendar year. The employer does not match it.`,
    },
    {
      title: 'Federal and State Income Tax',
      rate: 'W-4',
      text: 'Income tax depends on the employee\'s Form W-4 and state. Nevada has no state income tax; most other states do.',
    },
  ];
  return (
    <>
      <Section aria-labelledby="salary-paycheck-breakdown" data-section="salary-paycheck-breakdown">
        <Container>
          <SectionHeader
            id="salary-paycheck-breakdown"
            title="Salary Paycheck Breakdown"
            lead="Where a salaried employee's weekly paycheck goes before it reaches their bank account."
          />
          <Layout>
            <div>
              <p>
                A salary is quoted per year but paid per pay period. An employee earning {dollars(example.weeklyGross)} a
                week is paid for {WEEKS_PER_YEAR} weeks:
              </p>
              <Equation>
                {formatNumber(example.weeklyGross, { maxDecimals: 2 })} x {WEEKS_PER_YEAR} = {formatNumber(example.annualGross, { maxDecimals: 2 })}
              </Equation>
              <p>
                From each weekly check, Social Security ({ratePercent(SOCIAL_SECURITY_RATE)}) and Medicare (
                {ratePercent(MEDICARE_RATE)}) come out first. Federal income tax follows the employee's W-4, and then any
                benefits or retirement deductions.
              </p>
              <p>
                Want the exact figure for your own paycheck? Try our{' '}
                <Link to={SHARED_PAGES.netPayCalculator.path}>net pay calculator</Link>.
              </p>
            </div>
            <Table>
              <caption>One weekly paycheck on a {dollars(example.annualGross)} salary</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Gross pay</th>
                  <td>{formatMoney(example.weeklyGross)}</td>
                </tr>
                <tr>
                  <th scope="row">Social Security ({ratePercent(SOCIAL_SECURITY_RATE)})</th>
                  <td>{deduction(example.socialSecurity)}</td>
                </tr>
                <tr>
                  <th scope="row">Medicare ({ratePercent(MEDICARE_RATE)})</th>
                  <td>{deduction(example.medicare)}</td>
                </tr>
                <tr>
                  <th scope="row">Federal income tax</th>
                  <td>
                    <Muted>Per W-4</Muted>
                  </td>
                </tr>
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Pay after FICA</th>
                  <td>{formatMoney(example.afterFica)}</td>
                </tr>
              </tfoot>
            </Table>
          </Layout>
        </Container>
      </Section>
      <Section $tone="mist" aria-labelledby="deeper-payroll-insights" data-section="deeper-payroll-insights">
        <Container>
          <SectionHeader
            id="deeper-payroll-insights"
            title="Deeper Payroll Insights"
            lead="The rates behind every paycheck, and how the same salary looks on each pay schedule."
          />
          <CardGrid min={240}>
            {insights.map((item, index) => (
              <Card key={item.title} index={index}>
                <InsightTitle>{item.title}</InsightTitle>
                <Rate>{item.rate}</Rate>
                <p style={{ margin: 0 }}>{item.text}</p>
              </Card>
            ))}
          </CardGrid>
          <div style={{ marginTop: 32 }}>
            <Table>
              <caption>{dollars(example.annualGross)} a year on each pay schedule</caption>
              <thead>
                <tr>
                  <th scope="col">Schedule</th>
                  <th scope="col" style={{ textAlign: 'right' }}>
                    Paychecks a year
                  </th>
                  <th scope="col">Gross per paycheck</th>
                </tr>
              </thead>
              <tbody>
                {PAY_SCHEDULES.map((schedule) => (
                  <tr key={schedule.label}>
                    <th scope="row">{schedule.label}</th>
                    <td style={{ textAlign: 'right' }}>{schedule.periods}</td>
                    <td>{formatMoney(grossPerPeriod(example.annualGross, schedule.periods))}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </Container>
      </Section>
    </>
  );
}
