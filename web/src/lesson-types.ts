// The JSON the lesson binding (web/binding/web_lesson_json.h) gives. Only the fields the page reads.
import type { Amplitude, ResultJson } from './types';

export interface LessonListItem {
  id: string;
  row: number;
  title: string;
  rules: string;
  budget: number;
  measure: boolean;
}

export interface ShipPositionsJson {
  MERCURIAL: string;
  RUBICON: string;
  in_entanglion: boolean; // both ships on one Entanglion planet (the board says)
}

export interface GoalCondition {
  type: 'state' | 'planet' | 'entangled' | 'certain' | 'probability_of_one' | 'outcomes';
  ket?: string;
  ship?: string;
  planet?: string;
  bit?: number;
  value?: boolean | number | string;
}

export interface GoalMissJson {
  kind: string;
  made_ket: string;
  goal_ket: string | null;
  differs: string;
  goal_entangled: boolean;
  ship: string;
  made_planet: string | null;
  goal_planet: string;
  goal_bit: number;
  made_probability: number;
  goal_probability: number;
  goal_agree: boolean;
  text: string; // the core's English sentence (miss_text), what `entanglion-cli lesson check` prints
}

export interface LessonCard {
  move: string; // "H:MERCURIAL": what play() takes
  card: string;
  ship: string;
  plays_left: number;
  limit: number | null;
}

export interface LessonRefusal extends ResultJson {
  move?: string;
  card?: string;
  ship?: string;
  limit?: number;
}

export interface LessonViewJson {
  open: boolean;
  lesson?: {
    id: string;
    row: number;
    language: string;
    title: string;
    intro: string[];
    task: string;
    learning_goal: string;
    success: string;
    rules: string;
    budget: number;
    measure: boolean;
    hint_count: number;
  };
  goal?: { conditions: GoalCondition[]; lines: string[] };
  status?: 'in_progress' | 'succeeded' | 'out_of_cards';
  cards_played?: number;
  cards_left?: number;
  state?: { ket: string; named: string | null; amplitudes: Amplitude[] };
  positions?: ShipPositionsJson | null;
  cards?: LessonCard[];
  playable?: string[];
  history?: { move: string; card: string; ship: string; moved: boolean; goal_reached: boolean; ket: string }[];
  hints?: string[];
  refusal?: LessonRefusal | null;
  feedback?: { out_of_reach_with_cards?: number; miss?: GoalMissJson };
}

export interface PlayJson extends LessonRefusal {
  completed_with_cards?: number;
}

export interface ShotsJson extends ResultJson {
  seed?: string;
  bases?: string;
  shots?: number;
  counts?: number[];
  probabilities?: number[];
  correlation?: string;
  correlated_in_complementary_bases?: boolean;
  exact_correlation?: number; // P(equal) - P(different) in the bases
  observed_correlation?: number; // the same, as counted
}
