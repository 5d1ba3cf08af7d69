import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { firstIn, rowIn, useFocusBack } from './use-focus-back';

/** A Save that is disabled while it saves, and a form the page may draw anew (its key) once the saved data arrives. */
function Editor({ onReady }: { onReady: (controls: { end: () => void; redraw: () => void; busy: (busy: boolean) => void }) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [drawing, setDrawing] = useState(0);
  const focusBack = useFocusBack(() => box.current?.querySelector<HTMLButtonElement>('button'));
  onReady({ end: focusBack, redraw: () => setDrawing((n) => n + 1), busy: setBusy });
  return (
    <div>
      <div ref={box}>
        <button key={drawing} type="button" disabled={busy}>
          Save {drawing}
        </button>
      </div>
      <input aria-label="Elsewhere" />
    </div>
  );
}

function renderEditor() {
  let controls!: { end: () => void; redraw: () => void; busy: (busy: boolean) => void };
  render(<Editor onReady={(c) => (controls = c)} />);
  return () => controls;
}

describe('useFocusBack', () => {
  it('follows the target when the page draws it anew after focus came back (the saved data arrived late)', async () => {
    const controls = renderEditor();
    screen.getByRole('button', { name: 'Save 0' }).focus();
    act(() => controls().busy(true));
    act(() => controls().busy(false));
    act(() => controls().end());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save 0' })));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The refetch lands: the form is drawn anew, and a browser drops focus on the body.
    act(() => controls().redraw());
    expect(document.activeElement).toBe(document.body);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save 1' })));
  });

  it('waits while the target is disabled, then focuses it', async () => {
    const controls = renderEditor();
    screen.getByRole('button', { name: 'Save 0' }).focus();
    act(() => controls().busy(true));
    act(() => controls().end());
    await new Promise((resolve) => setTimeout(resolve, 100));
    act(() => controls().busy(false));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save 0' })));
  });

  it('leaves focus where the user put it, then and later', async () => {
    const controls = renderEditor();
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    elsewhere.focus();
    act(() => controls().end());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement).toBe(elsewhere);

    screen.getByRole('button', { name: 'Save 0' }).focus();
    act(() => controls().end());
    elsewhere.focus();
    act(() => controls().redraw());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement).toBe(elsewhere);
  });
});

describe('firstIn and rowIn', () => {
  it('take the first selector that finds something, and a row by its id', () => {
    const list = document.createElement('ul');
    list.innerHTML =
      '<li data-row="a"><h3>A</h3><button type="button">Rate</button></li>' +
      '<li data-row="b"><h3>B</h3></li>';
    const a = rowIn(list, 'a');
    const b = rowIn(list, 'b');
    expect(a?.textContent).toBe('ARate');
    expect(rowIn(list, 'c')).toBeUndefined();
    expect(firstIn(a, 'button', 'h3')?.tagName).toBe('BUTTON');
    expect(firstIn(b, 'button', 'h3')?.textContent).toBe('B');
    expect(firstIn(b, 'button')).toBeNull();
    expect(firstIn(null, 'h3')).toBeNull();
  });
});
