// The JSON the binding (web/binding/web_json.h) gives. Only the fields the page reads are typed.

export interface ActionJson {
  text: string; // the rules' own text form, "MERCURIAL navigate H": what apply() takes back
  type: string;
  player: string;
  card?: string;
  give?: string;
  take?: string;
  event?: string;
  component?: string;
  roll?: number;
  MERCURIAL?: string;
  RUBICON?: string;
}

export interface EventJson {
  index: number;
  type: string;
  player: string;
  fields?: Record<string, unknown>; // the event's own facts (web_json.cpp: event_fields), worded by event-words.ts
  text: string; // the rules' English line, as entanglion-cli replay prints it
}

export interface Amplitude {
  basis: string;
  re: number;
  im: number;
  probability: number;
}

export interface PlayerJson {
  components: string[];
  events: string[];
  hand: string[];
}

export interface StateJson {
  ships: Record<string, string>;
  players: Record<string, PlayerJson>;
  planet_components: Record<string, string>;
  detection: { label: string; position: number; value: number };
  state: { id: string; ket: string; named: string };
  status: string;
}

export interface ViewJson {
  has_game: boolean;
  setup: { has_game: boolean; variant: string; difficulty: number; seed?: string };
  turn?: { status: string; current_player: string; acting_player: string; turn_number: number };
  table?: { detection_position: number; components_collected: number; engine_stack_count: number };
  state?: StateJson;
  amplitudes?: Amplitude[];
  read_only?: boolean;
  legal_actions?: ActionJson[];
  events?: EventJson[];
  events_epoch?: number;
}

/// Why the search chose its move, typed (the binding's search_why_json).
export interface SearchWhyJson {
  kind: string; // only_choice, reach_component, reach_last_component, move_together, move_apart, retrieve, retrieve_last, best_tried
  action: ActionJson;
  mercurial?: string; // planet ids where the ships go or are
  rubicon?: string;
  component?: string;
  futures: number; // playouts after the chosen move
  won: number;
  option_count: number;
  total_futures: number;
  runner_up?: { action: ActionJson; futures: number; won: number };
}

/// Which ships people fly at this screen (the rest the AI teammate): one of them, or both (hot-seat).
export type Seats = { MERCURIAL: boolean; RUBICON: boolean };

/// Why the rules refuse a take-back (game/rules/take_back.h), typed.
export interface TakeBackRefusalJson {
  refusal: 'none' | 'no_action' | 'other_players_move' | 'revealed' | 'pile_rebuilt' | 'does_not_replay';
  player: string; // who played the last action
  revealed: string; // with "revealed": the chance kind (chance_kind_id: d8, centarious, engine_draw, ...)
  error: string; // with "does_not_replay": the rules' English
}

export interface ResultJson {
  ok: boolean;
  why?: SearchWhyJson; // a search's AI move or hint: why, in the game's terms
  refusal?: string;
  problem?: string;
  action?: ActionJson;
  send?: string; // a followed network game: the checked move's text, for the server's act
  take_back?: TakeBackRefusalJson; // refusal "take_back_refused"
  returned?: number; // a take-back: the cards the action drew, back on top of their piles
}

export interface PlanetJson {
  id: string;
  name: string;
  galaxy: string;
  map: { x: number; y: number };
  ket: string; // the planet's state as the map prints it: "|0>", "|+>", "|Φ+>"
}

/// The printed board as the map draws it (the binding's web_board_json.h).
export interface BoardJson {
  planets: PlanetJson[];
  // label: the cards as printed on the line ("X/CNOT"); mercurial, rubicon: whose line it is.
  paths: { between: [string, string]; cards: string[]; label: string; mercurial: boolean; rubicon: boolean }[];
  // The grey CNOT entry lines: from the Centarious and the Superious planet into the Entanglion one.
  entry_lines: { centarious: string; superious: string; entanglion: string }[];
}
