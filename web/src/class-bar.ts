// The class around a student's game: on the game page at /join/GAME, when this browser joined that
// table from its class page (class.ts), a bar above the game shows the class, the teacher's
// message and a pause, the "costly move" flag when the teacher shows it, the link to the class's
// lesson (class-lesson.ts), and the "call the teacher" button; and when the student plays with the AI
// teammate, this page runs the AI's seat (class-ai.ts), as docs/networking.md "Classes" says.
// The game itself is the online game page's own (main.ts, online.ts): nothing here draws it.
import './class.css';
import { AiSeat } from './class-ai';
import { type ClassReply, ClassLink, membershipOfGame, type SeatInfoReply } from './class-protocol';
import { refusalText } from './class-common';
import { lessonLink, showLessonLink } from './class-lesson';
import { tr } from './i18n';
import { normalizeCode, type Ship } from './protocol';

/// How often the bar asks for the seat again (the teacher's message and a pause; nothing is pushed).
const SEAT_POLL_MS = 3000;

export interface ClassBar {
  relabel(): void;
}

/// Shows the bar when the page's game is a class table this browser sits at; null otherwise.
export function setUpClassBar(): ClassBar | null {
  const [, typed] = location.pathname.match(/^\/join\/([A-Za-z0-9-]+)$/) ?? [];
  if (!typed) return null;
  const game = normalizeCode(typed);
  const member = membershipOfGame(game);
  if (!member) return null;

  const bar = document.createElement('aside');
  bar.id = 'class-bar';
  bar.setAttribute('aria-labelledby', 'class-bar-heading');
  const heading = document.createElement('h2');
  heading.id = 'class-bar-heading';
  const back = document.createElement('a');
  back.id = 'class-bar-link';
  back.href = `/class/${member.code}`;
  const message = document.createElement('p');
  message.id = 'class-bar-message';
  message.setAttribute('role', 'status'); // a new message from the teacher is read out
  const paused = document.createElement('p');
  paused.id = 'class-bar-paused';
  paused.setAttribute('role', 'status');
  const costly = document.createElement('p');
  costly.id = 'class-bar-costly';
  costly.setAttribute('role', 'status');
  const lesson = document.createElement('a');
  lesson.id = 'class-bar-lesson';
  lesson.hidden = true;
  const help = document.createElement('button');
  help.type = 'button';
  help.id = 'class-bar-help';
  const problem = document.createElement('p');
  problem.id = 'class-bar-problem';
  problem.setAttribute('role', 'alert');
  bar.append(heading, back, lesson, message, paused, costly, help, problem);
  document.querySelector('main')?.before(bar);
  // A class's table is the game to play: the page's own new-game and online forms step aside.
  document.body.classList.add('in-class');

  let seat: SeatInfoReply | null = null;
  let asking = false;
  let ai: AiSeat | null = null;
  // Texts set only when they change: the live regions speak a change, not every poll.
  const put = (node: HTMLElement, text: string): void => {
    if (node.textContent !== text) node.textContent = text;
  };
  const render = (): void => {
    put(heading, tr('Class %1', member.code));
    put(back, tr('Your class page'));
    put(message, seat?.message ? tr('From your teacher: %1', seat.message) : '');
    put(paused, seat?.paused ? tr('The teacher has paused the class.') : '');
    // Shown only when the teacher lets students see it (class_options).
    put(costly, seat?.costly ? tr('Your table just made a costly move: think about what the cards did to your ships.') : '');
    showLessonLink(lesson, lessonLink(seat, member.code));
    put(help, asking ? tr('Cancel the call') : tr('Call the teacher'));
    help.setAttribute('aria-pressed', String(asking));
  };
  const link = new ClassLink(
    () => link.send({ type: 'class_seat', student: member.token }),
    (reply: ClassReply) => {
      if (reply.type === 'class_seat_info') {
        const wasPaused = seat?.paused ?? false;
        seat = reply;
        problem.textContent = '';
        // The AI teammate's seat, when this student's client runs it.
        if (reply.ai_seat_token && !ai && normalizeCode(reply.game) === game) {
          const aiShip: Ship = reply.ship === 'MERCURIAL' ? 'RUBICON' : 'MERCURIAL';
          ai = new AiSeat(game, reply.ai_seat_token, aiShip);
          void ai.start();
        }
        if (wasPaused && !reply.paused) ai?.nudge(); // a move refused during the pause, again
      } else if (reply.type === 'error' && reply.reply_to !== 'class_help') {
        problem.textContent = refusalText(reply.error, reply.message, member.code);
      }
      render();
    },
    () => undefined,
  );
  help.addEventListener('click', () => {
    asking = !asking;
    link.send({ type: 'class_help', student: member.token, asking });
    render();
  });
  setInterval(() => {
    if (link.isOpen) link.send({ type: 'class_seat', student: member.token });
  }, SEAT_POLL_MS);
  link.connect();
  render();
  return { relabel: render };
}
