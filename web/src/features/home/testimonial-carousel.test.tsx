import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestimonialCarousel } from './testimonial-carousel';
import { TESTIMONIALS } from './testimonials';

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** The one slide exposed to assistive tech; clones and off-screen slides are aria-hidden. */
const currentSlide = () => {
  const slides = screen.getAllByRole('group');
  expect(slides).toHaveLength(1);
  return slides[0]!;
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('TestimonialCarousel', () => {
  it('holds the three hard-coded testimonials', () => {
    expect(TESTIMONIALS).toHaveLength(3);
    for (const item of TESTIMONIALS) {
      expect(item.text.length).toBeGreaterThan(20);
      expect(item.name).not.toBe('');
      expect(item.title).not.toBe('');
      expect(item.image).toMatch(/^\/images\//);
    }
  });

  it('advances every 4000 ms and loops back to the first slide', async () => {
    render(<TestimonialCarousel />);
    expect(screen.getByRole('region', { name: 'Client testimonials' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(currentSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(currentSlide()).toHaveTextContent(TESTIMONIALS[0]!.name);
    expect(screen.getByTestId('testimonial-track')).toHaveAttribute('aria-live', 'off');

    await advance(3999);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    await advance(1);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    await advance(4000);
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    await advance(4000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(currentSlide()).toHaveTextContent(TESTIMONIALS[0]!.name);
    await advance(4000);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('keeps autoplaying after the user navigates', async () => {
    render(<TestimonialCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Show testimonial 3 of 3' })).toHaveAttribute('aria-current', 'true');

    await advance(4000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 2 of 3' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    await advance(4000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('stops only when the pause button is pressed, and announces slides while paused', async () => {
    render(<TestimonialCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic rotation' }));
    expect(screen.getByTestId('testimonial-track')).toHaveAttribute('aria-live', 'polite');
    await advance(12000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Resume automatic rotation' }));
    await advance(4000);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('lays slides out 50 px apart', () => {
    render(<TestimonialCarousel />);
    expect(screen.getByTestId('testimonial-track').style.gap).toBe('50px');
  });
});
