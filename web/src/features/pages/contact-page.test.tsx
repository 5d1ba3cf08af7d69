import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ContactPage from './contact-page';

function renderContact(path = '/contract') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ContactPage />
      <ToastContainer />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ContactPage', () => {
  it('sets the page title and shows the heading', () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeInTheDocument();
    expect(document.title).toBe('Food Store | Contact');
  });

  it('shows the spec messages on blur', async () => {
    const user = userEvent.setup();
    renderContact();
    const name = screen.getByLabelText('Name');
    const email = screen.getByLabelText('Email');
    const message = screen.getByLabelText('Message');

    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required.');

    await user.tab();
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await user.click(message);
    await user.tab();
    expect(await screen.findByText('Message cannot be empty.')).toBeInTheDocument();

    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Invalid email address.')).toBeInTheDocument();

    await user.type(message, 'Too short');
    await user.tab();
    expect(await screen.findByText('Message must be at least 10 characters long.')).toBeInTheDocument();
  });

  it('shows every message when submitted empty, without waiting', async () => {
    const user = userEvent.setup();
    renderContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Message cannot be empty.')).toBeInTheDocument();
  });

  it('sends for 1.5 s, then toasts success and resets the form', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderContact();
    await user.type(screen.getByLabelText('Name'), 'Rahim Uddin');
    await user.type(screen.getByLabelText('Email'), 'rahim@example.com');
    await user.type(screen.getByLabelText('Message'), 'I would like to book catering for 40 people.');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1499);
    });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('prefills the message when arriving from a job application', () => {
    renderContact('/contract?apply=Head%20Chef');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello, I would like to apply for the Head Chef position. ');
  });
});
