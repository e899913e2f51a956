// What the class pages share (class.ts, teach.ts, class-bar.ts): finding elements, their fixed
// texts through tr(), the language and theme, and the server's refusals worded for people.
import { tr } from './i18n';
import { setUpLanguage } from './language';
import type { LinkState } from './class-protocol';
import { labelThemes, setUpTheme } from './theme';

export function byId<T extends HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`missing #${id}`);
  return node as T;
}

/// Sets each element's text (by id) to its source's translation; `options` words <option>s by
/// "selectId value".
export function fixedTexts(texts: Record<string, string>, options: Record<string, string> = {}): void {
  for (const [id, source] of Object.entries(texts)) {
    const node = document.getElementById(id);
    if (node) node.textContent = tr(source);
  }
  for (const [key, source] of Object.entries(options)) {
    const [select, value] = key.split(' ');
    const option = document.querySelector(`#${select} option[value="${value}"]`);
    if (option) option.textContent = tr(source);
  }
}

/// The header's language and theme selects; `rewrite` words the page again after a switch (the
/// theme's options too).
export async function setUpPage(rewrite: () => void): Promise<void> {
  await setUpLanguage(() => {
    rewrite();
    labelThemes();
  });
  setUpTheme();
}

/// A refusal of the server as a sentence for the person in front of the page (the server's own
/// English `message` only where no sentence fits its code).
export function refusalText(error: string, message: string, code = ''): string {
  switch (error) {
    case 'unknown_class':
      return tr('No class has the code %1. Check the code with your teacher.', code);
    case 'not_teacher':
      return tr('This teacher link is not valid (or the class is gone). Open a new class.');
    case 'class_full':
      return tr('The class is full.');
    case 'class_state':
      return tr('Not possible now: %1', message);
    case 'too_many_guesses':
    case 'rate_limited':
      return tr('Too many tries from this network. Wait a minute and try again.');
    case 'invalid_field':
      return tr('Not accepted: %1', message);
    default:
      return tr('The server refused: %1', message);
  }
}

/// The connection's state as a sentence ('' when connected).
export function linkText(state: LinkState): string {
  if (state === 'connecting') return tr('Connecting to the server\u2026');
  if (state === 'reconnecting') return tr('The connection is lost: reconnecting\u2026');
  if (state === 'gone') return tr('The server cannot be reached. Reload the page to try again.');
  return '';
}
