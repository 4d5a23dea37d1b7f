/**
 * The values of a list of labelled options, as the non-empty tuple `z.enum` takes: the options (newsletter
 * choices, contact topics) are written once, with their labels, and the schemas follow them.
 */
export const optionValues = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]];
