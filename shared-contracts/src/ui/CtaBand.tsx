// The call-to-action band that closes most pages: a short line, one sentence and one or two
// buttons that say what happens next.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from './Button.tsx';
import { Container, Section } from './Page.tsx';

const Inner = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
  h2 {
    margin: 0;
    color: inherit;
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.heading};
  }
  p {
    margin: 0;
    max-width: 60ch;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface CtaAction {
  to: string;
  label: string;
}

interface CtaBandProps {
  title: ReactNode;
  text?: ReactNode;
  primary: CtaAction;
  secondary?: CtaAction;
}

export function CtaBand({ title, text, primary, secondary }: CtaBandProps) {
  return (
    <Section $tone="ink">
      <Container>
        <Inner>
          <h2>{title}</h2>
          {text ? <p>{text}</p> : null}
          <Actions>
            <ButtonLink to={primary.to} $variant="light">
              {primary.label}
            </ButtonLink>
            {secondary ? (
              <ButtonLink to={secondary.to} $variant="ghost" style={{ color: '#fff' }}>
                {secondary.label}
              </ButtonLink>
            ) : null}
          </Actions>
        </Inner>
      </Container>
    </Section>
  );
}
