import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentError } from '../../ports/errors';
import { expectConsoleMessages } from '../../src/test/console-checks';
import { createCardEntry, type TestModeProcessor } from './card-entry';
import { fillCard, mountCard } from '../../src/test/card-entry-steps';

/** A processor that must not be reached. */
const unusedProcessor = (): TestModeProcessor => ({
  confirm: vi.fn(() => Promise.reject(new Error('confirm must not be called'))),
});

let mounted: Awaited<ReturnType<typeof mountCard>> | null = null;
afterEach(async () => {
  // the entry unmounts in a microtask: let it run inside act
  await act(async () => mounted?.unmount());
  mounted = null;
  document.body.innerHTML = '';
});

describe('test-mode card entry: live field errors worded as the card widgets word them', () => {
  it('reports an incomplete number once the shopper leaves the field, an invalid one at 16 digits, and clears when fixed', async () => {
    mounted = await mountCard(createCardEntry(unusedProcessor()));
    const { user, last } = mounted;
    const number = screen.getByLabelText('Card number');

    // passing through an empty field says nothing; leaving a field is no change of the card (edited: false)
    await user.click(screen.getByLabelText('Expiry date (MM / YY)'));
    await user.tab();
    expect(last()).toEqual({ complete: false, error: null, edited: false });

    await user.type(number, '4242 4242');
    expect(last()).toEqual({ complete: false, error: null, edited: true });
    await user.tab();
    expect(last()).toEqual({ complete: false, error: 'Your card number is incomplete.', edited: false });
    expect(number).toHaveAttribute('aria-invalid', 'true');

    await user.type(number, '42424241');
    expect(number).toHaveValue('4242 4242 4242 4241');
    expect(last()).toEqual({ complete: false, error: 'Your card number is invalid.', edited: true });

    await user.clear(number);
    await user.type(number, '4242424242424242');
    // the expiry field was left empty on the way: still no message
    expect(last()).toEqual({ complete: false, error: null, edited: true });
    expect(number).not.toHaveAttribute('aria-invalid');
  });

  it('reports an expiry year in the past while typing, and clears it when fixed', async () => {
    mounted = await mountCard(createCardEntry(unusedProcessor()));
    const { user, last } = mounted;
    const expiry = screen.getByLabelText('Expiry date (MM / YY)');
    await user.type(expiry, '0120');
    expect(expiry).toHaveValue('01 / 20');
    expect(last()).toEqual({ complete: false, error: "Your card's expiration year is in the past.", edited: true });

    await user.clear(expiry);
    await user.type(expiry, '1299');
    expect(last()?.error).toBeNull();
  });

  it('reports complete once every field is filled and valid', async () => {
    mounted = await mountCard(createCardEntry(unusedProcessor()));
    await fillCard(mounted.user, { number: '4242424242424242', expiry: '1299', cvc: '123', postcode: 'SW1A 1AA' });
    expect(mounted.last()).toEqual({ complete: true, error: null, edited: true });
  });

  it('reveals every problem beside its field when asked (Pay Now), focusing the first; fine once all are', async () => {
    // the entry renders into a React root of its own (as on the page): moving the focus on reveal
    // blurs the expiry field from inside that root's effect, which React's test harness reports
    expectConsoleMessages(/^An update to CardForm inside a test was not wrapped in act/);
    expectConsoleMessages(/^A component suspended inside an `act` scope, but the `act` call was not awaited/);
    const entry = createCardEntry(unusedProcessor());
    mounted = await mountCard(entry);
    const { user } = mounted;
    await user.type(screen.getByLabelText('Expiry date (MM / YY)'), '0120');

    let fine = true;
    await act(async () => {
      fine = entry.revealProblems!();
    });
    expect(fine).toBe(false);
    const number = screen.getByLabelText('Card number');
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAccessibleDescription('Your card number is incomplete.');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Expiry date (MM / YY)')).toHaveAccessibleDescription(
      "Your card's expiration year is in the past.",
    );
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription('Your postal code is incomplete.');

    await user.clear(screen.getByLabelText('Expiry date (MM / YY)'));
    await fillCard(user, { number: '4242424242424242', expiry: '1299', cvc: '123', postcode: '10001' });
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    await act(async () => {
      fine = entry.revealProblems!();
    });
    expect(fine).toBe(true);
  });

  it('refuses to confirm with incomplete fields, with the first problem as a PaymentError, without calling the server', async () => {
    const processor = unusedProcessor();
    const entry = createCardEntry(processor);
    mounted = await mountCard(entry);
    await mounted.user.type(screen.getByLabelText('Card number'), '4242424242424242');

    const refusal = await entry.confirm('pi_1_secret_x').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PaymentError);
    expect(refusal).toMatchObject({ message: "Your card's expiration date is incomplete.", code: 'incomplete_card' });
    expect(processor.confirm).not.toHaveBeenCalled();

    await expect(createCardEntry(processor).confirm('pi_1_secret_x')).rejects.toThrow('Your card number is incomplete.');
  });
});
