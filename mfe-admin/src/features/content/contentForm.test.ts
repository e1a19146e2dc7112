// The Content forms' rules: the limits the tables check, https only for links to other sites,
// empty optional fields saved as null, credentials as the badges the public dialog shows.
import { describe, expect, it } from 'vitest';
import { contentKind, type ContentKind } from './contentKinds.ts';
import { constraintField, emptyValues, isHttpsUrl, isSitePath, rowFromValues, validate, valuesFromRow, type ContentRow } from './contentForm.ts';

const kind = (id: string): ContentKind => {
  const found = contentKind(id);
  if (!found) throw new Error(id);
  return found;
};
const team = kind('team');

describe('validate', () => {
  it('asks for every required field of an empty team member, by name', () => {
    expect(validate(team, emptyValues(team))).toEqual({
      first_name: 'Enter the name.',
      department: 'Enter the department.',
    });
  });

  it('names the limit and the length of an overlong bio', () => {
    const values = { ...emptyValues(team), first_name: 'Ana', department: 'Leadership', about: 'x'.repeat(4001) };
    expect(validate(team, values)).toEqual({ about: 'Bio must be at most 4000 characters (now 4001).' });
  });

  it('accepts a bio of exactly 4000 characters and trims around it', () => {
    const values = { ...emptyValues(team), first_name: 'Ana', department: 'Leadership', about: `  ${'x'.repeat(4000)}  ` };
    expect(validate(team, values)).toEqual({});
  });

  it('takes profile links over https only', () => {
    const base = { ...emptyValues(team), first_name: 'Ana', department: 'Leadership' };
    expect(validate(team, { ...base, linkedin_url: 'http://linkedin.com/in/ana' })).toEqual({
      linkedin_url: 'LinkedIn profile must be a full address starting with https://.',
    });
    expect(validate(team, { ...base, linkedin_url: 'javascript:alert(1)' }).linkedin_url).toBeDefined();
    expect(validate(team, { ...base, linkedin_url: 'https://www.linkedin.com/in/ana' })).toEqual({});
  });

  it('takes an article link over https only, and requires it', () => {
    const mentions = kind('mentions');
    const values = { publication_name: 'Weekly', article_title: 'Story', article_url: 'http://news.example/a', mention_date: '2026-01-02', snippet_html: '<p>Hi</p>' };
    expect(validate(mentions, values)).toEqual({ article_url: 'Article link must be a full address starting with https://.' });
    expect(validate(mentions, { ...values, article_url: '' })).toEqual({ article_url: 'Enter the article link.' });
    expect(validate(mentions, { ...values, article_url: 'https://news.example/a?b=1' })).toEqual({});
  });

  it('takes a press PDF on the site or over https, and a real date', () => {
    const press = kind('press');
    const values = { title: 'Opening', release_date: '2026-02-30', content: 'Text', pdf_url: '//evil.example/a.pdf' };
    expect(validate(press, values)).toEqual({
      release_date: 'Enter the release date as a date.',
      pdf_url: 'PDF link must be a file on this site (starting with /) or an address starting with https://.',
    });
    expect(validate(press, { ...values, release_date: '2026-02-28', pdf_url: '/press/opening.pdf' })).toEqual({});
  });

  it('asks for a rating from 1 to 5 and an industry written as a page address', () => {
    const reviews = kind('reviews');
    const values = { author_first_name: 'Jo', company_or_trade: '', rating: '', body: 'Great', review_date: '2026-01-01', source: 'Google', industry: 'Law Firms' };
    expect(validate(reviews, values)).toEqual({
      rating: 'Choose a rating from 1 to 5 stars.',
      industry: 'Use lowercase letters, digits and hyphens only (such as attorneys).',
    });
  });
});

describe('links', () => {
  it.each([
    ['https://example.com', true],
    ['https://example.com/a?b=c#d', true],
    ['http://example.com', false],
    ['https://localhost', false],
    ['https://example.com/"onmouseover', false],
    [`https://example.com/${'a'.repeat(490)}`, false],
  ])('%s is an https link: %s', (value, expected) => {
    expect(isHttpsUrl(value)).toBe(expected);
  });

  it.each([
    ['/press/a.pdf', true],
    ['//host/a.pdf', false],
    ['/press/../secret', false],
    ['press/a.pdf', false],
  ])('%s is a site path: %s', (value, expected) => {
    expect(isSitePath(value)).toBe(expected);
  });
});

describe('rows', () => {
  const row: ContentRow = {
    id: 'm1',
    shown: true,
    first_name: 'Ana',
    title: null,
    department: 'Leadership',
    about: 'Old bio',
    badges: [
      { badge_image: '/images/badges/cpb.svg', has_proadvisor_link: false },
      { badge_image: '/images/badges/custom.svg', has_proadvisor_link: false },
    ],
  };

  it('reads a row into the form and back, empty optional texts as null', () => {
    const values = valuesFromRow(team, row);
    expect(values.title).toBe('');
    expect(values.badges).toEqual(['/images/badges/cpb.svg', '/images/badges/custom.svg']);
    const saved = rowFromValues(team, { ...values, about: '  New bio  ' }, row);
    expect(saved).toMatchObject({ first_name: 'Ana', title: null, about: 'New bio', linkedin_url: null });
  });

  it('saves credentials as badges, QuickBooks ones linked to the ProAdvisor profile, keeping badges the form does not offer', () => {
    const values = { ...valuesFromRow(team, row), badges: ['/images/badges/qbo-payroll.svg'] };
    expect(rowFromValues(team, values, row).badges).toEqual([
      { badge_image: '/images/badges/qbo-payroll.svg', has_proadvisor_link: true },
      { badge_image: '/images/badges/custom.svg', has_proadvisor_link: false },
    ]);
  });

  it('saves a rating as a number', () => {
    const reviews = kind('reviews');
    expect(rowFromValues(reviews, { ...emptyValues(reviews), rating: '4' }).rating).toBe(4);
  });

  it('finds the field a refused check names', () => {
    expect(constraintField(team, 'new row for relation "team_members" violates check constraint "team_members_about_length"')).toBe('about');
    expect(constraintField(team, 'new row violates check constraint "team_members_linkedin_url_https"')).toBe('linkedin_url');
    expect(constraintField(team, 'permission denied')).toBeNull();
  });
});
