// The four monthly bookkeeping tiers and the QBO Advanced + AI plan, priced in
// shared-contracts/src/content/pricing.ts.
import styled from 'styled-components';
import { ButtonLink, media, type BookkeepingTier } from '@firm/shared-contracts';
import { formatMoney } from '@firm/shared-contracts/format';
import { BOOKKEEPING_TIERS, QBO_ADVANCED_AI_PLAN, type QboAdvancedPlan } from '@firm/shared-contracts/pricing';

const Tiers = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${({ theme }) => theme.breakpoint.tablet - 1}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Tier = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.card};
  border: 1px solid ${({ theme }) => theme.color.line};
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.graphite};
  box-shadow: ${({ theme }) => theme.shadow.raised};
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
  a {
    margin-top: auto;
  }
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

const Plan = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  margin-top: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.paper};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.paper};
  }
  p {
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.color.gold};
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-variant-numeric: tabular-nums;
  }
`;

interface BookkeepingPricingProps {
  tiers?: readonly BookkeepingTier[];
  plan?: QboAdvancedPlan;
}

export function BookkeepingPricing({ tiers = BOOKKEEPING_TIERS, plan = QBO_ADVANCED_AI_PLAN }: BookkeepingPricingProps) {
  return (
    <>
      <Tiers aria-label="Bookkeeping plans">
        {tiers.map((tier) => (
          <Tier key={tier.title}>
            <h3>{tier.title}</h3>
            <Price>
              <strong>{formatMoney(tier.price, { wholeDollars: true })}</strong>
              <span>/month</span>
            </Price>
            <ul aria-label={`${tier.title} includes`}>
              {tier.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <ButtonLink to="/contact?service=bookkeeping" $variant="secondary">
              Choose {tier.title}
            </ButtonLink>
          </Tier>
        ))}
      </Tiers>
      <Plan aria-labelledby="qbo-plan-title">
        <div>
          <h3 id="qbo-plan-title">{plan.title}</h3>
          <p>
            <strong>{formatMoney(plan.price, { wholeDollars: true })}</strong> per month. {plan.includes}. {plan.requirement}.
          </p>
        </div>
        <ButtonLink to="/contact?service=quickbooks-bookkeeping" $variant="light">
          Ask About {plan.title}
        </ButtonLink>
      </Plan>
    </>
  );
}
