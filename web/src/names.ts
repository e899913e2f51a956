// The names of the board's planets and galaxies, the components and the event cards in the page's
// language: the app's own messages (ui-qml/controller/CardText.cpp), keyed by the printed English
// names, so the map, the hands, the actions and the log name a thing as the app does. An id the
// page does not know is shown as printed ("OMEGA_ZERO" -> "OMEGA ZERO").
import { tr } from './i18n';

const COMPONENT_NAMES: Record<string, string> = {
  PHYSICAL_QUBITS: 'Physical Qubits',
  QUBIT_INTERCONNECT: 'Qubit Interconnect',
  DILUTION_REFRIGERATOR: 'Dilution Refrigerator',
  QUANTUM_GATES: 'Quantum Gates',
  QUANTUM_PROGRAMMING: 'Quantum Programming',
  QUANTUM_ERROR_CORRECTION: 'Quantum Error Correction',
  CONTROL_INFRASTRUCTURE: 'Control Infrastructure',
  MAGNETIC_SHIELDING: 'Magnetic Shielding',
};

/// A component's short name on its map tag (the app's "map tag" messages, ui-qml/controller/CardText.cpp).
const COMPONENT_TAGS: Record<string, string> = {
  PHYSICAL_QUBITS: 'Qubits',
  QUBIT_INTERCONNECT: 'Link',
  DILUTION_REFRIGERATOR: 'Fridge',
  QUANTUM_GATES: 'Gates',
  QUANTUM_PROGRAMMING: 'Program',
  QUANTUM_ERROR_CORRECTION: 'QEC',
  CONTROL_INFRASTRUCTURE: 'Control',
  MAGNETIC_SHIELDING: 'Shield',
};

const EVENT_CARD_NAMES: Record<string, string> = {
  BENNETT: 'Bennett',
  BIT_FLIP_ERROR: 'Bit Flip Error',
  HEISENBERG: 'Heisenberg',
  QUANTUM_SHUFFLE: 'Quantum Shuffle',
  QUANTUM_TUNNEL: 'Quantum Tunnel',
  SCHRODINGER: 'Schrödinger',
  SPOOKY_ACTION: 'Spooky Action',
  THE_MECHANIC: 'The Mechanic',
  WAVE_FUNCTION_COLLAPSE: 'Wave Function Collapse',
};

const PLANET_NAMES: Record<string, string> = {
  ZERO: 'ZERO',
  ONE: 'ONE',
  PLUS: 'PLUS',
  MINUS: 'MINUS',
  PHI_PLUS: 'PHI PLUS',
  PHI_MINUS: 'PHI MINUS',
  PSI_PLUS: 'PSI PLUS',
  PSI_MINUS: 'PSI MINUS',
  OMEGA_ZERO: 'OMEGA ZERO',
  OMEGA_ONE: 'OMEGA ONE',
  OMEGA_TWO: 'OMEGA TWO',
  OMEGA_THREE: 'OMEGA THREE',
};

export function componentName(id: string): string {
  return COMPONENT_NAMES[id] ? tr(COMPONENT_NAMES[id]) : id.replace(/_/g, ' ');
}
export function componentTag(id: string): string {
  return COMPONENT_TAGS[id] ? tr(COMPONENT_TAGS[id]) : componentName(id);
}
export function eventCardName(id: string): string {
  return EVENT_CARD_NAMES[id] ? tr(EVENT_CARD_NAMES[id]) : id.replace(/_/g, ' ');
}
export function planetName(id: string): string {
  return PLANET_NAMES[id] ? tr(PLANET_NAMES[id]) : id.replace(/_/g, ' ');
}
/// Engine cards keep their gate names (X, H, CNOT, SWAP) in every language; PROBE is translated.
export function engineCardName(id: string): string {
  return id === 'PROBE' ? tr('PROBE') : id;
}

const GALAXY_NAMES: Record<string, string> = { CENTARIOUS: 'Centarious', SUPERIOUS: 'Superious', ENTANGLION: 'Entanglion' };

export function galaxyName(id: string): string {
  return GALAXY_NAMES[id] ? tr(GALAXY_NAMES[id]) : id;
}
