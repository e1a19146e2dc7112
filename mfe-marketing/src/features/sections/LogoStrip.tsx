// The trusted-by band: the six client logos with their captions.
import styled from 'styled-components';
import { CLIENT_LOGOS, Container, SafeImage, Section, media } from '@firm/shared-contracts';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[8]};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 600;
  color: ${({ theme }) => theme.color.slate};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  text-align: center;
  img {
    max-width: 100%;
    height: auto;
  }
  span {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.slate};
  }
`;

export function LogoStrip({ title = 'Trusted by growing businesses across the U.S.' }: { title?: string }) {
  return (
    <Section aria-labelledby="trusted-by-title" data-section="trusted-by">
      <Container>
        <Title id="trusted-by-title">{title}</Title>
        <List>
          {CLIENT_LOGOS.map((logo) => (
            <Item key={logo.src}>
              <SafeImage src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} loading="lazy" />
              <span>{logo.caption}</span>
            </Item>
          ))}
        </List>
      </Container>
    </Section>
  );
}
