import { ToggleGroup, ToggleGroupItem } from '@patternfly/react-core';
import { DesktopIcon, MoonIcon, SunIcon } from '@patternfly/react-icons';
import { useAtom } from 'jotai';
import { themeAtom, type ThemeChoice } from './theme';
import { themeStrings } from './theme.strings';

const choices: { value: ThemeChoice; icon: React.ReactNode }[] = [
  { value: 'light', icon: <SunIcon /> },
  { value: 'dark', icon: <MoonIcon /> },
  { value: 'system', icon: <DesktopIcon /> },
];

/** Light / dark / follow-the-system switch for the masthead. */
export function ThemeToggle() {
  const [theme, setTheme] = useAtom(themeAtom);
  return (
    <ToggleGroup aria-label={themeStrings.label} data-test="theme-toggle">
      {choices.map(({ value, icon }) => (
        <ToggleGroupItem
          key={value}
          icon={icon}
          aria-label={themeStrings[value]}
          buttonId={`theme-${value}`}
          isSelected={theme === value}
          onChange={() => setTheme(value)}
        />
      ))}
    </ToggleGroup>
  );
}
