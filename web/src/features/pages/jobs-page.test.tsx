import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import JobsPage from './jobs-page';
import { translatorOf } from '../../i18n/i18n-context';
import { filterJobs, jobsIn } from './jobs';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderJobs() {
  return render(
    <MemoryRouter initialEntries={[paths.jobs]}>
      <Routes>
        <Route path="/jobs" element={<JobsPage />} />
        <Route path="/contract" element={<LocationProbe />} />
      </Routes>
      <ToastContainer />
    </MemoryRouter>,
  );
}

const jobButtons = () => screen.queryAllByRole('button', { expanded: false }).concat(screen.queryAllByRole('button', { expanded: true }));

describe('filterJobs', () => {
  it('matches title, company and description case-insensitively', () => {
    expect(filterJobs(jobsIn(translatorOf('en').t), 'hEAD chef').map((j) => j.id)).toEqual(['head-chef']);
    expect(filterJobs(jobsIn(translatorOf('en').t), 'FOOD STORE EVENTS').map((j) => j.id)).toEqual(['catering-coordinator']);
    expect(filterJobs(jobsIn(translatorOf('en').t), 'Motorbike').map((j) => j.id)).toEqual(['delivery-rider']);
    expect(filterJobs(jobsIn(translatorOf('en').t), '  ')).toHaveLength(4);
    expect(filterJobs(jobsIn(translatorOf('en').t), 'Dhanmondi')).toHaveLength(0);
  });
});

describe('JobsPage', () => {
  it('lists the four openings and filters them from the labelled search box', async () => {
    const user = userEvent.setup();
    renderJobs();
    expect(document.title).toBe('Food Store | Careers');
    expect(jobButtons()).toHaveLength(4);

    const search = screen.getByRole('searchbox', { name: 'Search jobs' });
    await user.type(search, 'typescript');
    expect(jobButtons()).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Frontend Developer/ })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'food store KITCHEN');
    expect(jobButtons()).toHaveLength(1);
    expect(jobButtons()[0]).toHaveAccessibleName('Head Chef, Food Store Kitchen · Dhanmondi, Dhaka, Full-time');

    await user.clear(search);
    await user.type(search, 'sushi');
    expect(jobButtons()).toHaveLength(0);
    expect(screen.getByText(/No openings match/)).toBeInTheDocument();
  });

  it('expands one opening at a time', async () => {
    const user = userEvent.setup();
    renderJobs();
    const chef = screen.getByRole('button', { name: /^Head Chef/ });
    const rider = screen.getByRole('button', { name: /^Delivery Rider/ });

    await user.click(chef);
    expect(chef).toHaveAttribute('aria-expanded', 'true');
    const chefPanel = document.getElementById(chef.getAttribute('aria-controls') ?? '');
    expect(chefPanel).toBeVisible();
    expect(within(chefPanel as HTMLElement).getByText(/central kitchen/)).toBeVisible();

    await user.click(rider);
    expect(rider).toHaveAttribute('aria-expanded', 'true');
    expect(chef).toHaveAttribute('aria-expanded', 'false');
    expect(chefPanel).not.toBeVisible();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    await user.click(rider);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('toasts and goes to the application when Apply Now is clicked', async () => {
    const user = userEvent.setup();
    renderJobs();
    await user.click(screen.getByRole('button', { name: /^Catering Coordinator/ }));
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText('Redirecting to apply for Catering Coordinator...')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/contract?apply=Catering%20Coordinator');
  });
});
