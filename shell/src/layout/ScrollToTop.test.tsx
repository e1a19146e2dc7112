import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop, topFocusTarget } from './ScrollToTop.tsx';
import { renderAt, resetWindowScroll, scrollWindowTo } from './testUtils.tsx';

// 5000 px page in a 1000 px window: 4000 px can be scrolled, 20 percent is 800 px.
const page = { scrollHeight: 5000, innerHeight: 1000 };

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetWindowScroll();
});

const button = () => screen.queryByRole('button', { name: 'Scroll to top' });

describe('ScrollToTop', () => {
  it('appears only after 20 percent of the page has been scrolled', () => {
    renderAt(<ScrollToTop />);
    expect(button()).toBeNull();
    scrollWindowTo(700, page);
    expect(button()).toBeNull();
    scrollWindowTo(800, page);
    expect(button()).toBeNull();
    scrollWindowTo(801, page);
    expect(button()).toBeInTheDocument();
    scrollWindowTo(100, page);
    expect(button()).toBeNull();
  });

  it('stays hidden on a page that does not scroll', () => {
    renderAt(<ScrollToTop />);
    scrollWindowTo(0, { scrollHeight: 800, innerHeight: 1000 });
    expect(button()).toBeNull();
  });

  it('scrolls smoothly to the top', async () => {
    const user = userEvent.setup();
    renderAt(<ScrollToTop />);
    scrollWindowTo(2000, page);
    await user.click(button() as HTMLElement);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    const user = userEvent.setup();
    renderAt(<ScrollToTop />);
    scrollWindowTo(2000, page);
    await user.click(button() as HTMLElement);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it("moves focus to the page's main heading, from the mouse as from the keyboard", async () => {
    const user = userEvent.setup();
    renderAt(
      <>
        <a id="skip" href="#main">
          Skip to main content
        </a>
        <main id="main">
          <h1>Payroll Services</h1>
          <p>Body</p>
        </main>
        <ScrollToTop mainId="main" focusTargetId="skip" />
      </>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Payroll Services' });
    scrollWindowTo(2000, page);
    await user.click(button() as HTMLElement);
    expect(heading).toHaveFocus();
    // Focusable by script only: not added to the Tab order.
    expect(heading).toHaveAttribute('tabindex', '-1');

    (document.activeElement as HTMLElement).blur();
    scrollWindowTo(2000, page);
    (button() as HTMLElement).focus();
    await user.keyboard('{Enter}');
    expect(heading).toHaveFocus();
  });

  it('chooses the main heading, else the fallback, else nothing', () => {
    document.body.innerHTML = '<a id="skip" href="#m">Skip</a><main id="m"><h2>No h1</h2></main>';
    expect(topFocusTarget(document, 'm', 'skip')?.id).toBe('skip');
    document.body.innerHTML = '<a id="skip" href="#m">Skip</a><main id="m"><h1 tabindex="0">Title</h1></main>';
    const heading = topFocusTarget(document, 'm', 'skip');
    expect(heading?.tagName).toBe('H1');
    // A heading that is already focusable keeps its own tabindex.
    expect(heading).toHaveAttribute('tabindex', '0');
    expect(topFocusTarget(document, undefined, undefined)).toBeNull();
    document.body.innerHTML = '';
  });

  it('keeps keyboard focus at the top of the page after a keyboard activation', async () => {
    const user = userEvent.setup();
    renderAt(
      <>
        <a id="first" href="#main">
          First
        </a>
        <ScrollToTop focusTargetId="first" />
      </>,
    );
    scrollWindowTo(2000, page);
    (button() as HTMLElement).focus();
    await user.keyboard('{Enter}');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
  });
});
