import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { AddressForm } from './address-form';

// The address form after a Save with mistakes: the cursor goes to the first field with a message at once, so that
// what the parent types next lands in the field they chose, and six digits of a PIN code name the state.

function renderForm() {
  const onSubmit = vi.fn(async () => undefined);
  render(<AddressForm onSubmit={onSubmit} submitLabel="Save" busyLabel="Saving…" busy={false} />);
  return { onSubmit };
}

describe('AddressForm', () => {
  it('puts the cursor in the first field with a message before the next key is handled', () => {
    fakeApi({});
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '98765' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // No frame has passed: a focus moved later would take the cursor from wherever the parent goes next.
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('fills the state from a PIN code typed right after a refused Save, and the mobile number is untouched', async () => {
    const api = fakeApi({
      'GET /user/pinCode/560001': { body: { city: 'Bengaluru', state: 'Karnataka' } },
    });
    renderForm();
    const mobile = screen.getByLabelText('Mobile Number');
    fireEvent.change(mobile, { target: { value: '98765' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const pin = screen.getByLabelText('PIN Code');
    pin.focus();
    fireEvent.change(pin, { target: { value: '560001' } });
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveProperty('value', 'Karnataka'));
    // A frame later nothing moves the cursor back to the first invalid field.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(pin);
    expect(mobile).toHaveProperty('value', '98765');
    expect(api.calls('GET /user/pinCode/560001')).toHaveLength(1);
  });
});
