// An unknown /tools/... path: says so plainly and offers the four tools that exist.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, PageHero, Section, usePageMeta } from '@firm/shared-contracts';

export const TOOLS = [
  { to: '/tools/netpay-calculator', label: 'Net Pay Calculator' },
  { to: '/tools/payroll-estimator', label: 'Payroll Cost Estimator' },
  { to: '/tools/break-even-calculator', label: 'Break-Even Calculator' },
  { to: '/tools/cash-flow-forecast', label: 'Cash Flow Forecast' },
] as const;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    font-weight: 600;
  }
`;

export function ToolNotFound() {
  usePageMeta({ title: 'Tool Not Found', noindex: true });
  return (
    <>
      <PageHero title="We couldn't find that tool" lead="It may have moved. These are the free tools we offer:" />
      <Section>
        <Container>
          <nav aria-label="Free tools">
            <List>
              {TOOLS.map((tool) => (
                <li key={tool.to}>
                  <Link to={tool.to}>{tool.label}</Link>
                </li>
              ))}
            </List>
          </nav>
        </Container>
      </Section>
    </>
  );
}
