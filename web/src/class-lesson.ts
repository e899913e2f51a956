// A class's lesson (docs/networking.md, "Classes"): the teacher chooses one for every table; the
// student's class page and the class bar of their game link to it, and the lessons page, opened from
// that link (/lesson/ID?class=CODE), sends the moves played once its own session says the goal is
// reached. The server plays them again with the lesson runner before the class view shows the
// student as done: the page reports, the engine on the server decides.
import { type ClassReply, ClassLink, membershipOfClass, type SeatInfoReply } from './class-protocol';
import { refusalText } from './class-common';
import { tr } from './i18n';
import { normalizeCode } from './protocol';

/// The link to the class's lesson for a seated student, or null when the class has none.
export function lessonLink(seat: SeatInfoReply | null, classCode: string): { href: string; text: string } | null {
  if (!seat?.lesson) return null;
  return {
    href: `/lesson/${encodeURIComponent(seat.lesson)}?class=${encodeURIComponent(classCode)}`,
    text: seat.lesson_done ? tr('Open the lesson again (you have done it)') : tr('Do the lesson your teacher set'),
  };
}

/// Shows `link` in the anchor `node` (hidden without a lesson).
export function showLessonLink(node: HTMLAnchorElement, link: { href: string; text: string } | null): void {
  node.hidden = link === null;
  if (!link) return;
  if (node.getAttribute('href') !== link.href) node.href = link.href;
  if (node.textContent !== link.text) node.textContent = link.text;
}

/// The lessons page's report to the class: null unless the page was opened from a class this browser
/// belongs to. `said` shows what the server answered, in a sentence.
export class ClassLessonReport {
  private link: ClassLink | null = null;
  private pending: string[] | null = null;

  private constructor(
    readonly classCode: string,
    private readonly token: string,
    private readonly said: (text: string) => void,
  ) {}

  static fromAddress(said: (text: string) => void): ClassLessonReport | null {
    const typed = new URLSearchParams(location.search).get('class');
    if (!typed) return null;
    const code = normalizeCode(typed);
    const member = membershipOfClass(code);
    return member ? new ClassLessonReport(member.code, member.token, said) : null;
  }

  /// The goal is reached with `moves` ("H:MERCURIAL", ...): sent once the link is open.
  report(moves: string[]): void {
    this.pending = moves;
    this.said(tr('Telling your teacher\u2026'));
    if (!this.link) {
      this.link = new ClassLink(
        () => this.flush(),
        (reply) => this.receive(reply),
        (state) => {
          if (state === 'gone') this.said(tr('The server cannot be reached. Reload the page to try again.'));
        },
      );
      this.link.connect();
    } else if (this.link.isOpen) this.flush();
  }

  private flush(): void {
    if (!this.pending || !this.link) return;
    this.link.send({ type: 'class_lesson', student: this.token, moves: this.pending });
    this.pending = null;
  }

  private receive(reply: ClassReply): void {
    if (reply.type === 'class_seat_info') {
      this.said(reply.lesson_done ? tr('Your teacher sees that you have done the lesson.') : '');
    } else if (reply.type === 'error') {
      this.said(refusalText(reply.error, reply.message, this.classCode));
    }
  }
}
