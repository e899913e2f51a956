// The lessons in the page: the app's own LessonSession in the WebAssembly build (web/binding), typed
// calls over its JSON. The session checks every move and the goal; the page shows what it says.
import { tr } from './i18n';
import { loadEngineModule, type LessonsHandle } from './engine';
import type { LessonListItem, LessonViewJson, PlayJson, ShotsJson } from './lesson-types';
import type { ResultJson } from './types';

export class LessonEngine {
  constructor(
    private readonly lessons: LessonsHandle,
    /// The language of the lessons' own texts ("en"): the page's language, so the two never mix.
    private language: string,
  ) {}

  setLanguage(language: string): void {
    this.language = language;
  }

  list(): LessonListItem[] {
    return (JSON.parse(this.lessons.list(this.language)) as { lessons: LessonListItem[] }).lessons;
  }
  open(id: string): ResultJson {
    return JSON.parse(this.lessons.open(id)) as ResultJson;
  }
  /// The lesson's texts name moves in the page's words ("H for Mercurial"), as the app shows them.
  view(): LessonViewJson {
    return JSON.parse(this.lessons.view(this.language, tr('%1 for %2'))) as LessonViewJson;
  }
  play(move: string): PlayJson {
    return JSON.parse(this.lessons.play(move)) as PlayJson;
  }
  undo(): ResultJson {
    return JSON.parse(this.lessons.undo()) as ResultJson;
  }
  reset(): ResultJson {
    return JSON.parse(this.lessons.reset()) as ResultJson;
  }
  revealHint(): ResultJson {
    return JSON.parse(this.lessons.revealHint()) as ResultJson;
  }
  measure(seed: string, shots: number, bases: string): ShotsJson {
    return JSON.parse(this.lessons.measure(seed, shots, bases)) as ShotsJson;
  }
}

export async function loadLessonEngine(language: string): Promise<LessonEngine> {
  const module = await loadEngineModule();
  return new LessonEngine(new module.Lessons(), language);
}
