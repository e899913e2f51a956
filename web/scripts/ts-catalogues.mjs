#!/usr/bin/env node
// Turns the app's Qt translation sources (ui-qml/i18n/entanglion_<lang>.ts) into the page's tr()
// catalogues, one JSON file per language: { "English source": "translation" | ["form 0", ...] }.
// Only the messages whose source text appears as a string literal in the page's code (src/*.ts)
// are kept, so a catalogue holds what the page can show and nothing else; numerus messages keep
// their plural forms in Qt's order (src/i18n.ts picks one by the count). Run before every page
// build (web/CMakeLists.txt, `npm run build`); a malformed .ts file fails it.
//
// usage: node scripts/ts-catalogues.mjs [--ts-dir DIR] [--src DIR] [--out DIR] [--list-missing]
//   It fails when a tr()/trn('literal') source of the page is in no .ts file (it would stay English);
//   --list-missing only prints those sources (to add to ui-qml/web/WebStrings.h).
// Node's built-ins only: the .ts format is a small, regular XML (lupdate writes it), read here by
// a strict reader that refuses anything it does not understand.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LANGUAGES = ['en', 'pl', 'es', 'cs'];
// The context of the strings only the page has (ui-qml/web/WebStrings.h): preferred over the
// app's contexts when the same source is in both.
export const WEB_CONTEXT = 'web';

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text, where) {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    if (name in ENTITIES) return ENTITIES[name];
    throw new Error(`${where}: unknown entity ${whole}`);
  });
}

/// The messages of one .ts file's text: [{ context, source, numerus, translation: string | string[],
/// unfinished }]. Throws on anything malformed (unbalanced or unknown elements, a message without a
/// source or translation).
export function parseTs(xml, where = 'ts') {
  if (!/^\s*<\?xml[^>]*\?>\s*<!DOCTYPE TS>\s*<TS\b[^>]*>/.test(xml)) throw new Error(`${where}: not a Qt .ts file`);
  const body = xml.replace(/^\s*<\?xml[^>]*\?>\s*<!DOCTYPE TS>\s*/, '');
  const tokens = body.split(/(<[^>]*>)/).filter((token) => token !== '');
  const stack = [];
  const messages = [];
  let context = null;
  let message = null;
  let text = '';
  for (const token of tokens) {
    if (!token.startsWith('<')) {
      if (token.includes('<') || token.includes('>')) throw new Error(`${where}: stray bracket in ${JSON.stringify(token)}`);
      text += token;
      continue;
    }
    const tag = /^<(\/?)([A-Za-z]+)((?:\s+[a-z]+="[^"]*")*)\s*(\/?)>$/.exec(token);
    if (!tag) throw new Error(`${where}: malformed tag ${token}`);
    const [, closing, name, attributes, selfClosing] = tag;
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`${where}: </${name}> closes <${open ?? 'nothing'}>`);
      const value = unescapeXml(text, where);
      if (name === 'name' && stack.at(-1) === 'context') context = value;
      else if (name === 'source' && message) message.source = value;
      else if (name === 'numerusform' && message) message.forms.push(value);
      else if (name === 'translation' && message && !message.numerus) message.translation = value;
      else if (name === 'message') {
        if (message.source === undefined) throw new Error(`${where}: a message without a source in ${context}`);
        if (message.numerus) {
          if (message.forms.length === 0) throw new Error(`${where}: "${message.source}" has no plural forms`);
          message.translation = message.forms;
        }
        if (message.translation === undefined) throw new Error(`${where}: "${message.source}" has no translation`);
        messages.push({ context, source: message.source, numerus: message.numerus, translation: message.translation, unfinished: message.unfinished });
        message = null;
      } else if (name === 'context') context = null;
      text = '';
      continue;
    }
    if (!['TS', 'context', 'name', 'message', 'source', 'comment', 'extracomment', 'translatorcomment', 'translation', 'numerusform', 'location'].includes(name)) {
      throw new Error(`${where}: unknown element <${name}>`);
    }
    if (name === 'message') {
      if (context === null) throw new Error(`${where}: a message outside a context`);
      message = { numerus: /numerus="yes"/.test(attributes), forms: [], unfinished: false };
    }
    if (name === 'translation' && message) message.unfinished = /type="(unfinished|obsolete|vanished)"/.test(attributes);
    text = '';
    if (!selfClosing) stack.push(name);
  }
  if (stack.length !== 0) throw new Error(`${where}: <${stack.at(-1)}> is never closed`);
  if (messages.length === 0) throw new Error(`${where}: no messages`);
  return messages;
}

function unescapeJs(raw) {
  return raw.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/gs, (whole, escape) => {
    if (escape.startsWith('u{')) return String.fromCodePoint(parseInt(escape.slice(2, -1), 16));
    if (escape.startsWith('u') || escape.startsWith('x')) return String.fromCodePoint(parseInt(escape.slice(1), 16));
    return { n: '\n', t: '\t' }[escape] ?? escape;
  });
}

/// Every string literal of a TypeScript source ('..', "..", and the text parts of `..`), unescaped.
/// A small scanner: comments are skipped and a template's ${..} is code again, so an apostrophe in a
/// comment or a quote inside ${} never starts a literal. (Regular expressions in the page's code hold
/// no quotes; one that did would be read as a string and only add an unused entry.)
export function stringLiterals(code) {
  const found = new Set();
  const braces = []; // per open ${: the depth of {} inside it, to find its closing }
  let i = 0;
  const template = () => {
    // At a template's text: read up to ` (the end) or ${ (code until its }).
    let raw = '';
    while (i < code.length) {
      const c = code[i];
      if (c === '\\') {
        raw += code.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        i += 1;
        break;
      } else if (c === '$' && code[i + 1] === '{') {
        i += 2;
        braces.push(0);
        break;
      } else {
        raw += c;
        i += 1;
      }
    }
    if (raw !== '') found.add(unescapeJs(raw));
  };
  while (i < code.length) {
    const c = code[i];
    if (c === '/' && code[i + 1] === '/') i = code.indexOf('\n', i) < 0 ? code.length : code.indexOf('\n', i);
    else if (c === '/' && code[i + 1] === '*') i = code.indexOf('*/', i + 2) < 0 ? code.length : code.indexOf('*/', i + 2) + 2;
    else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < code.length && code[j] !== c && code[j] !== '\n') j += code[j] === '\\' ? 2 : 1;
      found.add(unescapeJs(code.slice(i + 1, j)));
      i = j + 1;
    } else if (c === '`') {
      i += 1;
      template();
    } else if (c === '{' && braces.length > 0) {
      braces[braces.length - 1] += 1;
      i += 1;
    } else if (c === '}' && braces.length > 0) {
      i += 1;
      if (braces[braces.length - 1] === 0) {
        braces.pop();
        template();
      } else braces[braces.length - 1] -= 1;
    } else i += 1;
  }
  return found;
}

/// One language's catalogue: the finished translations of `wanted` sources, the web context first.
export function catalogue(messages, wanted) {
  const ordered = [...messages].sort((a, b) => Number(b.context === WEB_CONTEXT) - Number(a.context === WEB_CONTEXT));
  const result = {};
  for (const message of ordered) {
    if (!wanted.has(message.source) || message.unfinished || message.source in result) continue;
    result[message.source] = message.translation;
  }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function main(argv) {
  const here = dirname(fileURLToPath(import.meta.url));
  const option = (name, fallback) => {
    const index = argv.indexOf(name);
    return index >= 0 ? resolve(argv[index + 1]) : fallback;
  };
  const tsDir = option('--ts-dir', resolve(here, '../../ui-qml/i18n'));
  const srcDir = option('--src', resolve(here, '../src'));
  const outDir = option('--out', resolve(here, '../public/i18n'));
  const sources = readdirSync(srcDir).filter((name) => name.endsWith('.ts')).map((name) => readFileSync(join(srcDir, name), 'utf8'));
  const wanted = new Set(sources.flatMap((code) => [...stringLiterals(code)]));
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => {
      const path = join(tsDir, `entanglion_${language}.ts`);
      return [language, parseTs(readFileSync(path, 'utf8'), path)];
    }),
  );
  // A tr()/trn() source no .ts file has would stay English in every language: the build stops and
  // names it (add it to ui-qml/web/WebStrings.h, docs/translating.md).
  const known = new Set(byLanguage.pl.map((message) => message.source));
  const called = sources.flatMap((code) => [...code.matchAll(/\btrn?\(\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g)].map((m) => unescapeJs(m[2])));
  const missing = [...new Set(called)].filter((source) => !known.has(source));
  if (argv.includes('--list-missing')) {
    for (const source of missing) console.log(source);
    return;
  }
  if (missing.length > 0) throw new Error(`not in the .ts files (add them to ui-qml/web/WebStrings.h): ${missing.map((m) => JSON.stringify(m)).join(', ')}`);
  mkdirSync(outDir, { recursive: true });
  for (const [language, messages] of Object.entries(byLanguage)) {
    const entries = catalogue(messages, wanted);
    writeFileSync(join(outDir, `${language}.json`), JSON.stringify(entries) + '\n');
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`ts-catalogues: ${error.message}`);
    process.exit(1);
  }
}
