// The three payroll packages (shared-contracts/src/content/pricing.ts); the recommended one is
// raised with the gold 'Most Popular' badge.
import styled from 'styled-components';
import { ButtonLink, media, type PayrollPackage } from '@firm/shared-contracts';
import { formatMoney } from '@firm/shared-contracts/format';
import { PAYROLL_PACKAGES } from '@firm/shared-contracts/pricing';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  align-items: stretch;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]} 0 0;
  list-style: none;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Item = styled.li<{ $recommended: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.graphite};
  border: 2px solid ${({ theme, $recommended }) => ($recommended ? theme.color.gold : theme.color.line)};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  transform: ${({ $recommended }) => ($recommended ? 'translateY(-8px)' : 'none')};
  ${media.mobile} {
    transform: none;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.ink};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0 0 ${({ theme }) => theme.space[6]};
    padding: 0;
    list-style: none;
  }
  li::before {
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
  margin: 0 0 ${({ theme }) => theme.space[6]};
  font-variant-numeric: tabular-nums;
  strong {
    font-size: ${({ theme }) => theme.font.size.display};
    color: ${({ theme }) => theme.color.ink};
  }
  span {
    color: ${({ theme }) => theme.color.slate};
  }
`;

const PerEmployee = styled.span`
  display: block;
`;

const Action = styled.div`
  margin-top: auto;
  a {
    width: 100%;
  }
`;

export function payrollPriceText(pkg: PayrollPackage): string {
  return `${formatMoney(pkg.price, { wholeDollars: true })}/month + ${formatMoney(pkg.perEmployee, { wholeDollars: true })} per employee`;
}

export function PayrollPackages({ packages = PAYROLL_PACKAGES }: { packages?: readonly PayrollPackage[] }) {
  return (
    <List aria-label="Payroll packages">
      {packages.map((pkg) => (
        <Item key={pkg.title} $recommended={pkg.recommended} data-recommended={pkg.recommended || undefined}>
          {pkg.recommended ? <Badge>Most Popular</Badge> : null}
          <h3>{pkg.title}</h3>
          <Price>
            <strong>{formatMoney(pkg.price, { wholeDollars: true })}</strong>
            <span>/month</span>{' '}
            <PerEmployee>+ {formatMoney(pkg.perEmployee, { wholeDollars: true })} per employee</PerEmployee>
          </Price>
          <ul aria-label={`${pkg.title} includes`}>
            {pkg.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <Action>
            <ButtonLink to="/contact?service=payroll" $variant={pkg.recommended ? 'primary' : 'secondary'}>
              Get Started with {pkg.title}
            </ButtonLink>
          </Action>
        </Item>
      ))}
    </List>
  );
}
