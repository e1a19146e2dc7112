// The block under the calculator (docs/architecture.md#d17): the firm's three payroll packages
// with 'Most Popular' on the recommended one, a link to /payroll and one to a payroll inquiry.
import styled from 'styled-components';
import {
  ButtonLink,
  Container,
  Lead,
  Section,
  SectionTitle,
  media,
  type PayrollPackage,
} from '@firm/shared-contracts';
import { formatMoney } from '@firm/shared-contracts/format';
import { PAYROLL_PACKAGES } from '@firm/shared-contracts/pricing';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: ${({ theme }) => theme.space[8]} 0;
  padding: 0;
  list-style: none;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Item = styled.li<{ $recommended: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  border: 2px solid ${({ theme, $recommended }) => ($recommended ? theme.color.gold : theme.color.line)};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.ink};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul li::before {
    content: '✓ ';
    color: ${({ theme }) => theme.color.mint};
    font-weight: 700;
  }
`;

const Badge = styled.p`
  position: absolute;
  top: -14px;
  left: 50%;
  transform: translateX(-50%);
  margin: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.gold};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  white-space: nowrap;
`;

const Price = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-variant-numeric: tabular-nums;
  strong {
    font-size: ${({ theme }) => theme.font.size.xxl};
    color: ${({ theme }) => theme.color.ink};
  }
  span {
    color: ${({ theme }) => theme.color.slate};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export function PayrollServicesBand({ packages = PAYROLL_PACKAGES }: { packages?: readonly PayrollPackage[] }) {
  return (
    <Section aria-labelledby="payroll-band-title" data-print="hide">
      <Container>
        <SectionTitle id="payroll-band-title">Let Us Run Payroll for You</SectionTitle>
        <Lead>
          We calculate every paycheck, file federal and state payroll taxes and send W-2s, so the numbers above are simply right on
          payday.
        </Lead>
        <List aria-label="Payroll packages">
          {packages.map((pkg) => (
            <Item key={pkg.title} $recommended={pkg.recommended}>
              {pkg.recommended ? <Badge>Most Popular</Badge> : null}
              <h3>{pkg.title}</h3>
              <Price>
                <strong>{formatMoney(pkg.price, { wholeDollars: true })}</strong>
                <span>/month</span> <span>+ {formatMoney(pkg.perEmployee, { wholeDollars: true })} per employee</span>
              </Price>
              <ul aria-label={`${pkg.title} includes`}>
                {pkg.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </Item>
          ))}
        </List>
        <Actions>
          <ButtonLink to="/contact?service=payroll">Get a Payroll Quote</ButtonLink>
          <ButtonLink to="/payroll" $variant="secondary">
            See Payroll Services
          </ButtonLink>
        </Actions>
      </Container>
    </Section>
  );
}
