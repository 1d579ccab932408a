import { useLayoutEffect, type RefObject } from 'react';

type TypedField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Takes into a controlled field's state what the visitor typed or chose before its island
 * hydrated. Member pages hydrate on the first interaction (docs/decisions/0066-react-runtime.md),
 * so the first focus starts React while the visitor goes on typing; React 19 keeps the typed text
 * in the element but not in state, so the form would send the empty value it drew on the server
 * and the next keystroke would look like the first. Read once, when the island mounts, before the
 * browser paints; afterwards React owns the field. Uncontrolled fields need none of this.
 */
export function useTypedBeforeHydration(ref: RefObject<TypedField | null>, value: string, set: (value: string) => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration, by design (above).
  useLayoutEffect(() => {
    const field = ref.current;
    if (field && field.value !== value) set(field.value);
  }, []);
}
