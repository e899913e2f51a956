// A student's class page (/class/CODE, docs/networking.md "Classes"): type a display name, join the
// class, see the table and seat and the teacher's message, call the teacher; once the teacher
// starts the tables, the page hands the seat's token to the online game (online.ts keeps it as
// this browser's seat) and opens the table's game at /join/GAME, the same game page as any online
// game, where class-bar.ts shows the class and runs the AI teammate's seat when there is one.
// The student's token is kept in the browser: a reopened tab is back without typing the name again.
import './class.css';
import { type ClassReply, ClassLink, type LinkState, membershipOfClass, rememberClass, rememberGame, type SeatInfoReply } from './class-protocol';
import { byId, fixedTexts, linkText, refusalText, setUpPage } from './class-common';
import { lessonLink, showLessonLink } from './class-lesson';
import { tr } from './i18n';
import { storeSeat } from './online';
import { normalizeCode } from './protocol';
import { shipName } from './words';

/// How often the page asks for its seat again while it waits (the server pushes nothing).
const SEAT_POLL_MS = 2000;

const TEXTS: Record<string, string> = {
  'class-title': 'Entanglion class',
  'language-label': 'Language',
  'theme-label': 'Colours',
  'join-heading': 'Join the class',
  'class-code-label': 'Class code',
  'student-name-label': 'Your name',
  'join-class': 'Join',
  'seat-heading': 'Your seat',
  'teacher-heading': 'From your teacher',
};

class ClassPage {
  private link: ClassLink;
  private code: string;
  private token = '';
  private seat: SeatInfoReply | null = null;
  private asking = false;
  private state: LinkState = 'connecting';
  private problem = '';
  private timer: ReturnType<typeof setInterval> | null = null;
  // One class_join at a time (a second press would join twice), sent once connected.
  private joining: { code: string; name: string } | null = null;

  constructor() {
    const [, typed] = location.pathname.match(/^\/class\/([A-Za-z0-9-]+)$/) ?? [];
    this.code = typed ? normalizeCode(typed) : '';
    this.token = (this.code && membershipOfClass(this.code)?.token) || '';
    this.link = new ClassLink(
      () => this.opened(),
      (reply) => this.receive(reply),
      (state) => {
        this.state = state;
        this.render();
      },
    );
  }

  start(): void {
    byId<HTMLInputElement>('class-code').value = this.code;
    byId<HTMLFormElement>('join-form').addEventListener('submit', (event) => {
      event.preventDefault();
      this.join();
    });
    byId('class-help').addEventListener('click', () => {
      if (!this.token) return;
      this.asking = !this.asking;
      this.link.send({ type: 'class_help', student: this.token, asking: this.asking });
      this.render();
    });
    this.link.connect();
    this.render();
  }

  relabel(): void {
    this.render();
  }

  private opened(): void {
    if (this.token) this.link.send({ type: 'class_seat', student: this.token });
    else if (this.joining) this.link.send({ type: 'class_join', ...this.joining });
    this.timer ??= setInterval(() => {
      if (this.token && this.link.isOpen) this.link.send({ type: 'class_seat', student: this.token });
    }, SEAT_POLL_MS);
  }

  private join(): void {
    const code = normalizeCode(byId<HTMLInputElement>('class-code').value.trim());
    const name = byId<HTMLInputElement>('student-name').value.trim();
    if (!code || !name || this.joining) return;
    this.code = code;
    this.problem = '';
    this.joining = { code, name };
    this.link.send({ type: 'class_join', code, name }); // still connecting: sent once connected
    this.render();
  }

  private receive(reply: ClassReply): void {
    this.joining = null;
    if (reply.type === 'class_seat_info') {
      const first = !this.seat;
      this.seat = reply;
      this.token = reply.token;
      this.problem = '';
      rememberClass(this.code, { code: this.code, token: reply.token });
      const path = `/class/${this.code}`;
      if (location.pathname !== path) history.replaceState(null, '', path + location.search);
      this.render();
      if (first) byId('seat-heading').focus();
      if (reply.game && reply.seat_token) this.takeSeat(reply);
    } else if (reply.type === 'error') {
      if (reply.error === 'wrong_token' && reply.reply_to === 'class_seat') {
        // The class this browser knew is gone (ended and removed, or the server restarted).
        rememberClass(this.code, null);
        this.token = '';
        this.seat = null;
      }
      this.problem = refusalText(reply.error, reply.message, this.code);
      this.render();
    }
  }

  /// The tables run: the seat's token becomes this browser's seat of the game, the game's code
  /// leads its class bar back to the class, and the game page opens.
  private takeSeat(seat: SeatInfoReply): void {
    const game = normalizeCode(seat.game);
    storeSeat(game, { token: seat.seat_token, ship: seat.ship });
    rememberGame(game, { code: this.code, token: seat.token });
    const link = byId<HTMLAnchorElement>('take-seat');
    link.href = `/join/${game}`;
    link.hidden = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.link.stop();
    location.assign(`/join/${game}`);
  }

  private render(): void {
    const seat = this.seat;
    byId('class-join').hidden = seat !== null;
    byId('class-seat').hidden = seat === null;
    byId('class-status').textContent = linkText(this.state);
    byId('class-problem').textContent = this.problem;
    byId<HTMLButtonElement>('join-class').disabled = this.joining !== null;
    const help = byId<HTMLButtonElement>('class-help');
    help.textContent = this.asking ? tr('Cancel the call') : tr('Call the teacher');
    help.setAttribute('aria-pressed', String(this.asking));
    if (!seat) return;
    byId('seat-text').textContent =
      seat.table === null
        ? tr('%1, you are in class %2.', seat.name, this.code)
        : tr('%1, you are at table %2 and fly %3.', seat.name, seat.table + 1, shipName(seat.ship));
    byId('seat-wait').textContent = seat.paused
      ? tr('The teacher has paused the class.')
      : seat.game
        ? tr('The game has started: opening your table\u2026')
        : tr('Wait for your teacher to start the games.');
    byId('take-seat').textContent = tr('Open your table\u2019s game');
    showLessonLink(byId<HTMLAnchorElement>('class-lesson-link'), lessonLink(seat, this.code));
    byId('class-message').hidden = !seat.message;
    // Set only when it changes: the live region speaks a new message, not every poll.
    if (byId('teacher-message').textContent !== seat.message) byId('teacher-message').textContent = seat.message;
  }
}

async function main(): Promise<void> {
  let page: ClassPage | null = null;
  await setUpPage(() => {
    fixedTexts(TEXTS);
    page?.relabel();
  });
  fixedTexts(TEXTS);
  page = new ClassPage();
  page.start();
  document.body.dataset.ready = 'true';
}

void main();
