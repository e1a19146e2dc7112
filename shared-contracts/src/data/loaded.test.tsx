// A loader's settled part: data or the reason, shown by the page, and Retry runs the loader again.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle, useLoaded, type Loaded } from './loaded.ts';

afterEach(() => vi.restoreAllMocks());

describe('settle', () => {
  it('keeps the data of a read that succeeds', async () => {
    await expect(settle('The team', async () => ['Ana'])).resolves.toEqual({ status: 'success', data: ['Ana'] });
  });

  it('keeps the message of a read that fails, as plain JSON, and logs what failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loaded = await settle('The team', async () => {
      throw { message: 'Database connection not available', code: 'PGRST000' };
    });
    expect(JSON.parse(JSON.stringify(loaded))).toEqual({ status: 'error', message: 'Database connection not available' });
    expect(console.error).toHaveBeenCalledWith('The team could not be loaded:', expect.anything());
  });
});

describe('useLoaded', () => {
  function Team() {
    const team = useLoaded(useLoaderData<{ team: Loaded<string[]> }>().team);
    if (team.status === 'loading') return <p>Loading the team...</p>;
    if (team.status === 'error') {
      return (
        <p>
          {`Could not load the team: ${team.error.message}`} <button onClick={team.retry}>Try Again</button>
        </p>
      );
    }
    return <p>{team.data.join(', ')}</p>;
  }

  it('shows the reason, then the data once Retry has run the loader again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let release = () => {};
    let reads = 0;
    const loader = async () => {
      reads += 1;
      if (reads === 1) return { team: await settle('The team', () => Promise.reject(new Error('offline'))) };
      await new Promise<void>((resolve) => (release = resolve));
      return { team: await settle('The team', async () => ['Ana', 'Luis']) };
    };
    const router = createMemoryRouter([{ path: '/', loader, Component: Team }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Could not load the team: offline')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Loading the team...')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('Ana, Luis')).toBeInTheDocument();
    expect(reads).toBe(2);
  });
});
