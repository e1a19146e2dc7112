// Text beside a picture: the story sections (AI bookkeeping, tax-season story, payroll offer).
import styled from 'styled-components';
import { ButtonLink, Container, SafeImage, Section, SectionTitle, media, type SectionTone } from '@firm/shared-contracts';
import type { SplitContent } from './sections.ts';

const Layout = styled.div<{ $reverse: boolean }>`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[12]};
  align-items: center;
  > :first-child {
    order: ${({ $reverse }) => ($reverse ? 2 : 1)};
  }
  > :last-child {
    order: ${({ $reverse }) => ($reverse ? 1 : 2)};
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[8]};
    > :first-child,
    > :last-child {
      order: initial;
    }
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.card};
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.ledger};
`;

const Body = styled.div`
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    max-width: ${({ theme }) => theme.layout.textColumn};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0 0 ${({ theme }) => theme.space[6]};
    padding: 0;
    list-style: none;
  }
  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space[8]};
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    color: ${({ theme }) => theme.color.mint};
    font-weight: 700;
  }
`;

const Title = styled(SectionTitle)<{ $onInk: boolean }>`
  color: ${({ theme, $onInk }) => ($onInk ? theme.color.paper : theme.color.ink)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export function SplitSection({ content, tone = 'paper' }: { content: SplitContent; tone?: SectionTone }) {
  const titleId = `${content.id}-title`;
  return (
    <Section $tone={tone} id={content.id} aria-labelledby={titleId}>
      <Container>
        <Layout $reverse={Boolean(content.reverse)}>
          <Body>
            {content.eyebrow ? <Eyebrow>{content.eyebrow}</Eyebrow> : null}
            <Title id={titleId} $onInk={tone === 'ink'}>
              {content.title}
            </Title>
            {content.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {content.bullets ? (
              <ul>
                {content.bullets.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {content.actions ? (
              <Actions>
                {content.actions.map((action, index) => (
                  <ButtonLink key={action.to} to={action.to} $variant={index === 0 ? 'primary' : 'secondary'}>
                    {action.label}
                  </ButtonLink>
                ))}
              </Actions>
            ) : null}
          </Body>
          <SafeImage
            src={content.image.src}
            alt={content.image.alt}
            width={content.image.width}
            height={content.image.height}
            loading="lazy"
            decoding="async"
          />
        </Layout>
      </Container>
    </Section>
  );
}
