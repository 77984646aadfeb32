/** Moves focus to the first named field of the form that has an error, in form order. */
export function focusFirstInvalid(form: HTMLFormElement, errors: Partial<Record<string, string>>): void {
  const invalid = Array.from(form.elements).find((element): element is HTMLInputElement => element instanceof HTMLInputElement && Boolean(errors[element.name]));
  invalid?.focus();
}
