import { translated } from '@frontend/shared/i18n/translated';

/** Text of the shared components. */
export const componentsStrings = translated('components', {
  copyright: (year: number) => `© ${year} Object Console contributors · Apache License 2.0`,
  loading: 'Loading…',
  slowLoading: {
    slow: 'This operation is taking longer than expected...',
    slowFor: (seconds: number) => `This operation is taking longer than expected... (${seconds} s)`,
  },
});
