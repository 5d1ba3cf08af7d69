import { render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

function renderNumberField(onValues: (values: { quantity: number | '' }) => void) {
  render(
    <Formik initialValues={{ quantity: '' as number | '' }} onSubmit={() => undefined}>
      {({ values }) => {
        onValues(values);
        return <FormField id="quantity" name="quantity" label="Quantity" type="number" />;
      }}
    </Formik>,
  );
  return screen.getByLabelText<HTMLInputElement>('Quantity');
}

/** What a Bangla keyboard sends a number input, which would otherwise refuse the text. */
function typeAsBanglaKeyboard(input: HTMLInputElement, data: string): boolean {
  return input.dispatchEvent(new InputEvent('beforeinput', { data, inputType: 'insertText', cancelable: true, bubbles: true }));
}

describe('a number field', () => {
  it('takes Bangla digits as their Latin ones', async () => {
    let values: { quantity: number | '' } = { quantity: '' };
    const input = renderNumberField((next) => (values = next));
    input.focus();
    expect(typeAsBanglaKeyboard(input, '১২')).toBe(false);
    expect(input.value).toBe('12');
    await screen.findByDisplayValue('12');
    expect(values.quantity).toBe(12);
  });

  it('leaves Latin digits to the browser', () => {
    const input = renderNumberField(() => undefined);
    expect(typeAsBanglaKeyboard(input, '7')).toBe(true);
  });
});
