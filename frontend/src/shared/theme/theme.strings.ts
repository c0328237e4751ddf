import { translated } from '@frontend/shared/i18n/translated';

export const themeStrings = translated('theme', {
  label: 'Colour theme',
  light: 'Light theme',
  dark: 'Dark theme',
  system: 'Follow the system theme',
});
