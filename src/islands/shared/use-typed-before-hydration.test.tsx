import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

function AmountForm() {
  const [amount, setAmount] = useState('');
  const [wallet, setWallet] = useState('MAIN');
  const amountRef = useRef<HTMLInputElement>(null);
  const walletRef = useRef<HTMLSelectElement>(null);
  useTypedBeforeHydration(amountRef, amount, setAmount);
  useTypedBeforeHydration(walletRef, wallet, setWallet);
  return (
    <form>
      <input ref={amountRef} aria-label="Amount" value={amount} onChange={(event) => setAmount(event.target.value)} />
      <select ref={walletRef} aria-label="Wallet" value={wallet} onChange={(event) => setWallet(event.target.value)}>
        <option value="MAIN">Main</option>
        <option value="EVO">Evolution</option>
      </select>
      <output>{`${amount} to ${wallet}`}</output>
    </form>
  );
}

// These tests drive hydration themselves with `act`; React checks that the environment expects it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a controlled field typed into before its island hydrated', () => {
  it('keeps what was typed and chosen, in the element and in state, without a hydration error', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AmountForm />);
    document.body.append(container);
    const amount = container.querySelector('input')!;
    const wallet = container.querySelector('select')!;
    amount.value = '250';
    wallet.value = 'EVO';

    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <AmountForm />, { onRecoverableError: (error) => recoverable.push(error) });
    });

    expect(recoverable).toEqual([]);
    expect(amount.value).toBe('250');
    expect(wallet.value).toBe('EVO');
    expect(container.querySelector('output')).toHaveTextContent('250 to EVO');
  });
});
