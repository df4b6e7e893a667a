export type TypedFields = Partial<Record<string, string>>;

/**
 * What a visitor types (or the browser autofills) into the prerendered login card before React
 * takes it over: hydration renders the card's empty state, which would wipe it. Returns the
 * function that stops watching and hands over the values, by field name.
 */
export const watchTypedFields = (container: HTMLElement): (() => TypedFields) => {
  const values: TypedFields = {};
  const read = (input: HTMLInputElement) => {
    if (input.name && input.value) values[input.name] = input.value;
  };
  container.querySelectorAll('input').forEach(read);
  // capture, registered before React's own listeners on the same root: it sees every key first
  const onInput = (event: Event) => {
    if (event.target instanceof HTMLInputElement) read(event.target);
  };
  container.addEventListener('input', onInput, true);
  return () => {
    container.removeEventListener('input', onInput, true);
    return values;
  };
};
