// The light and dark themes: the system's choice until the person picks one, remembered across pages.
function byId<T extends HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`missing #${id}`);
  return node as T;
}

export function setUpTheme(): void {
  const button = byId<HTMLButtonElement>('theme');
  const stored = localStorage.getItem('entanglion-theme');
  const dark = stored ? stored === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  const apply = (isDark: boolean) => {
    document.documentElement.dataset.theme = isDark ? 'dark' : 'light';
    button.setAttribute('aria-pressed', String(isDark));
  };
  apply(dark);
  button.addEventListener('click', () => {
    const next = document.documentElement.dataset.theme !== 'dark';
    localStorage.setItem('entanglion-theme', next ? 'dark' : 'light');
    apply(next);
  });
}
