/** The label shown for an option value from the domain's lists; an unknown value is shown as it came. */
export function optionLabel(options: ReadonlyArray<{ value: string; label: string }>, value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
