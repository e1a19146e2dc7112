// /help (title Help Desk): search over the FAQ, the three support categories, the FAQ list, and
// 'Submit a Ticket' (the contact form with a prefilled message) and 'Live Chat' (the help desk).
import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ButtonAnchor,
  ButtonLink,
  Card,
  CardGrid,
  Container,
  PageHero,
  Section,
  VisuallyHidden,
  siteConfig,
  usePageMeta,
} from '@firm/shared-contracts';
import { Input } from '@firm/shared-contracts/forms';
import { ticketLink } from '../contact/inquiryForm.ts';
import { SectionHeader } from '../sections/SectionHeader.tsx';
import { HELP_FAQ, SUPPORT_CATEGORIES } from './helpContent.ts';
import { searchFaq, searchStatus } from './helpSearch.ts';

const SearchForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 560px;
  margin-top: ${({ theme }) => theme.space[8]};
  input {
    flex: 1;
  }
`;

/* Sits right under the box: the outcome of a search is said (and read out) where it was typed. */
const SearchStatus = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space[3]} 0 0;
  color: ${({ theme }) => theme.color.graphite};
  font-weight: 600;
`;

const CategoryTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.ink};
`;

const CategoryLink = styled.a`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.ledger};
  font-weight: 600;
`;

const Faq = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 840px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  details {
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.card};
    background: ${({ theme }) => theme.color.paper};
  }
  summary {
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radius.card};
  }
  summary:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  details p {
    margin: 0;
    padding: 0 ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  }
`;

const NoResults = styled.div`
  max-width: 840px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  text-align: center;
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export function HelpPage() {
  usePageMeta({
    fullTitle: 'Help Desk',
    description: `Answers for ${siteConfig.brandName} clients: bookkeeping, payroll and technical support, frequently asked questions, tickets and live chat.`,
    canonicalPath: '/help',
  });
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const statusId = useId();
  const results = searchFaq(HELP_FAQ, query);
  const searching = query.trim() !== '';

  return (
    <>
      <PageHero eyebrow="Support" title="Help Desk" lead="Search our answers, browse by topic or reach a specialist.">
        <SearchForm
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setQuery(draft);
          }}
        >
          <label htmlFor={searchId}>
            <VisuallyHidden>Search help articles</VisuallyHidden>
          </label>
          <Input
            id={searchId}
            aria-describedby={statusId}
            type="search"
            placeholder="Search for answers"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              if (event.target.value === '') setQuery('');
            }}
          />
          <Button type="submit">Search</Button>
        </SearchForm>
        <SearchStatus role="status" id={statusId}>
          {searchStatus(query, results.length)}
        </SearchStatus>
      </PageHero>
      <Section aria-labelledby="support-categories-title" data-section="support-categories">
        <Container>
          <SectionHeader id="support-categories-title" title="Browse by Topic" />
          <CardGrid>
            {SUPPORT_CATEGORIES.map((category, index) => (
              <Card key={category.title} index={index}>
                <CategoryTitle>{category.title}</CategoryTitle>
                <p style={{ margin: 0 }}>{category.description}</p>
                <CategoryLink href={category.link} target="_blank" rel="noopener noreferrer">
                  Read {category.title} articles
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </CategoryLink>
              </Card>
            ))}
          </CardGrid>
        </Container>
      </Section>
      <Section $tone="mist" aria-labelledby="faq-title" data-section="faq">
        <Container>
          <SectionHeader
            id="faq-title"
            title="Frequently Asked Questions"
            lead={searching ? `Results for "${query.trim()}"` : undefined}
          />
          {results.length > 0 ? (
            <Faq>
              {results.map((item) => (
                <li key={item.question}>
                  <details open={searching}>
                    <summary>{item.question}</summary>
                    <p>{item.answer}</p>
                  </details>
                </li>
              ))}
            </Faq>
          ) : (
            <NoResults>
              <p>
                <strong>No results found for "{query.trim()}"</strong>
              </p>
              <p>Try another search, or contact our support team below.</p>
            </NoResults>
          )}
        </Container>
      </Section>
      <Section aria-labelledby="still-need-help-title" data-section="contact-support">
        <Container>
          <SectionHeader
            id="still-need-help-title"
            title="Still Need Help?"
            lead="Open a ticket and a specialist replies within 30 business minutes during the workday, or chat with us now."
          />
          <Actions>
            <ButtonLink to={ticketLink(query)}>Submit a Ticket</ButtonLink>
            <ButtonAnchor href={siteConfig.externalLinks.helpDesk} target="_blank" rel="noopener noreferrer" $variant="secondary">
              Live Chat
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </ButtonAnchor>
          </Actions>
        </Container>
      </Section>
    </>
  );
}
