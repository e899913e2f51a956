// The colours: light, dark and high contrast (the app's three palettes, ui-qml/style/Theme.qml), the
// system's light or dark (and its "more contrast" wish) until the person picks one in the header's
// select, remembered across pages.
import { tr } from './i18n';

export const THEMES = ['light', 'dark', 'contrast'] as const;
export type Theme = (typeof THEMES)[number];

const STORAGE_KEY = 'entanglion-theme';

/// The theme to show: the one chosen before, else the system's wish (more contrast first).
export function chooseTheme(stored: string | null, prefersDark: boolean, prefersMoreContrast: boolean): Theme {
  if ((THEMES as readonly string[]).includes(stored ?? '')) return stored as Theme;
  if (prefersMoreContrast) return 'contrast';
  return prefersDark ? 'dark' : 'light';
}

function themeSelect(): HTMLSelectElement {
  const node = document.getElementById('theme');
  if (!(node instanceof HTMLSelectElement)) throw new Error('missing select#theme');
  return node;
}

/// Words the select's options (again after a language switch).
export function labelThemes(): void {
  const names: Record<Theme, string> = { light: tr('Light'), dark: tr('Dark'), contrast: tr('High contrast') };
  const select = themeSelect();
  for (const option of select.options) option.textContent = names[option.value as Theme] ?? option.value;
}

export function setUpTheme(): void {
  const select = themeSelect();
  select.replaceChildren(
    ...THEMES.map((theme) => {
      const option = document.createElement('option');
      option.value = theme;
      return option;
    }),
  );
  labelThemes();
  const apply = (theme: Theme) => {
    document.documentElement.dataset.theme = theme;
    select.value = theme;
  };
  apply(
    chooseTheme(
      localStorage.getItem(STORAGE_KEY),
      matchMedia('(prefers-color-scheme: dark)').matches,
      matchMedia('(prefers-contrast: more)').matches,
    ),
  );
  select.addEventListener('change', () => {
    const theme = chooseTheme(select.value, false, false);
    localStorage.setItem(STORAGE_KEY, theme);
    apply(theme);
  });
}
