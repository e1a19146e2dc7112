// A grid of short cards with an icon badge, title, text and an optional link: problem cards,
// benefits, services, mission cards.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardGrid } from '@firm/shared-contracts';
import { Icon } from '@firm/shared-contracts/icons';
import type { IconCardContent } from './sections.ts';

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-radius: 12px;
  background: ${({ theme }) => theme.color.mist};
  color: ${({ theme }) => theme.color.ledger};
`;

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.ink};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.graphite};
`;

const More = styled(Link)`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.ledger};
  font-weight: 600;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
    border-radius: 4px;
  }
`;

interface IconCardsProps {
  cards: readonly IconCardContent[];
  /** The narrowest a card may be (px) before the grid drops a column. */
  min?: number;
  label?: string;
}

export function IconCards({ cards, min, label }: IconCardsProps) {
  return (
    <CardGrid min={min} aria-label={label}>
      {cards.map((card, index) => (
        <Card key={card.title} index={index}>
          <Badge>
            <Icon name={card.icon} />
          </Badge>
          <Title>{card.title}</Title>
          <Text>{card.text}</Text>
          {card.link ? <More to={card.link.to}>{card.link.label}</More> : null}
        </Card>
      ))}
    </CardGrid>
  );
}
