/** Text of the shared components. */
export const componentsStrings = {
  copyright: (year: number) => `© ${year} Object Console contributors · Apache License 2.0`,
  loading: 'Loading…',
} as const;
