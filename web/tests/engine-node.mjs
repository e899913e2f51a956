// Loads the engine's WebAssembly build in node, as the page does in a browser, and helpers the
// binding and end-to-end tests share. ENTANGLION_WEB_DIST names the built page (CTest sets it).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (the CTest entry sets it)`);
  return value;
}

export async function loadEngine() {
  const dir = path.join(required('ENTANGLION_WEB_DIST'), 'engine');
  // emscripten 3.1.6's ES module reads __dirname when it runs in node; the .wasm is handed over.
  globalThis.__dirname = dir;
  const { default: create } = await import(path.join(dir, 'entanglion.mjs'));
  const module = await create({ wasmBinary: fs.readFileSync(path.join(dir, 'entanglion.wasm')) });
  // The glue's own handlers print the whole minified glue with a failed assertion: node's are clearer.
  process.removeAllListeners('uncaughtException');
  process.removeAllListeners('unhandledRejection');
  return module;
}

/// `entanglion-cli replay FILE --json` of a record's text: the native engine's final state and log.
export function cliReplay(recordText) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entanglion-web-'));
  try {
    const file = path.join(dir, 'game.json');
    fs.writeFileSync(file, recordText);
    const out = execFileSync(required('ENTANGLION_CLI'), ['replay', file, '--json'], { encoding: 'utf8' });
    return JSON.parse(out);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
