export const themeStrings = {
  label: 'Colour theme',
  light: 'Light theme',
  dark: 'Dark theme',
  system: 'Follow the system theme',
} as const;
