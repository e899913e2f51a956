// The engine in the page: the WebAssembly build of the C++ core (web/binding), one table session.
// The page asks it everything; it decides every rule.
import type { ShotsJson } from './lesson-types';
import type { ReviewJson } from './review-view';
import type { BoardJson, ResultJson, Seats, ViewJson } from './types';

interface TableHandle {
  newGame(seed: string, difficulty: number, variant: string): string;
  view(): string;
  apply(action: string): string;
  aiMove(policy: string): string;
  hint(policy: string): string;
  exportRecord(): string;
  importRecord(text: string, name: string): string;
  follow(start: string, entries: string, name: string): string;
  takeBack(mercurialHuman: boolean, rubiconHuman: boolean): string;
  checkTakeBack(mercurialHuman: boolean, rubiconHuman: boolean): string;
  measure(seed: string, shots: number, bases: string): string;
  review(mercurialAi: boolean, rubiconAi: boolean, playouts: number): string;
}

export interface LessonsHandle {
  list(language: string): string;
  open(id: string): string;
  close(): string;
  view(language: string, movePattern: string): string;
  play(move: string): string;
  undo(): string;
  reset(): string;
  revealHint(): string;
  measure(seed: string, shots: number, bases: string): string;
}

export interface EngineModule {
  Table: { new (): TableHandle; board(): string; policies(): string };
  Lessons: { new (): LessonsHandle };
}

export class Engine {
  private readonly table: TableHandle;
  private readonly module: EngineModule;

  constructor(module: EngineModule) {
    this.module = module;
    this.table = new module.Table();
  }

  board(): BoardJson {
    return JSON.parse(this.module.Table.board()) as BoardJson;
  }
  bestPolicy(): string {
    return (JSON.parse(this.module.Table.policies()) as { best: string }).best;
  }
  /// The AI teammate and the hint: the search a person waits for.
  teammatePolicy(): string {
    return (JSON.parse(this.module.Table.policies()) as { teammate: string }).teammate;
  }
  newGame(seed: string, difficulty: number, variant: string): ResultJson {
    return JSON.parse(this.table.newGame(seed, difficulty, variant)) as ResultJson;
  }
  view(): ViewJson {
    return JSON.parse(this.table.view()) as ViewJson;
  }
  apply(actionText: string): ResultJson {
    return JSON.parse(this.table.apply(actionText)) as ResultJson;
  }
  aiMove(policy: string): ResultJson {
    return JSON.parse(this.table.aiMove(policy)) as ResultJson;
  }
  hint(policy: string): ResultJson {
    return JSON.parse(this.table.hint(policy)) as ResultJson;
  }
  exportRecord(): string {
    return this.table.exportRecord();
  }
  importRecord(text: string, name: string): ResultJson {
    return JSON.parse(this.table.importRecord(text, name)) as ResultJson;
  }
  /// Takes back the last action as the rules allow it for these seats (one person: only their own).
  takeBack(seats: Seats): ResultJson {
    return JSON.parse(this.table.takeBack(seats.MERCURIAL, seats.RUBICON)) as ResultJson;
  }
  /// Whether takeBack(seats) would take back the last action now, and why not: nothing changes.
  /// The review of the game shown (the binding's review(): `entanglion-cli review --json` with at
  /// most `playouts` playouts an estimate). `ai`: the ships the AI teammate flew. It takes a few seconds.
  review(ai: Seats, playouts: number): ReviewJson {
    return JSON.parse(this.table.review(ai.MERCURIAL, ai.RUBICON, playouts)) as ReviewJson;
  }
  checkTakeBack(seats: Seats): ResultJson {
    return JSON.parse(this.table.checkTakeBack(seats.MERCURIAL, seats.RUBICON)) as ResultJson;
  }
  /// Shots of the live state shown (the game untouched): counts, exact probabilities, correlation.
  measure(seed: string, shots: number, bases: string): ShotsJson {
    return JSON.parse(this.table.measure(seed, shots, bases)) as ShotsJson;
  }
  /// A network game as the server sent it: the table follows it, and apply() answers `send`.
  follow(start: unknown, entries: unknown[], name: string): ResultJson {
    return JSON.parse(this.table.follow(JSON.stringify(start), JSON.stringify(entries), name)) as ResultJson;
  }
}

/// Loads the .wasm and its glue from the page's own folder (copied there by the build).
export async function loadEngineModule(): Promise<EngineModule> {
  const url = new URL('engine/entanglion.mjs', document.baseURI).toString();
  const factory = (await import(/* @vite-ignore */ url)) as {
    default: (options?: object) => Promise<EngineModule>;
  };
  return factory.default();
}

export async function loadEngine(): Promise<Engine> {
  return new Engine(await loadEngineModule());
}
