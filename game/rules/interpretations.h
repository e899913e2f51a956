#pragma once
/// Every interpretation of an ambiguous rule that the engine adopts, in ONE place. Each one is
/// listed (with its reasoning) in docs/rules.md; changing a rule is a one-line change here.

namespace entanglion::rules::interpretation {

/// Quantum Shuffle: held event cards stay in their hands; the deck and the discard pile are
/// rebuilt as in setup (3 cards, Quantum Shuffle, the rest on top), then another card is drawn.
inline constexpr bool kQuantumShuffleKeepsHeldCards = true;

/// Spooky Action counts only "unoccupied" planets (holding no component), wrapping around,
/// starting after OMEGA ZERO like Heisenberg (erratum).
inline constexpr bool kSpookyCountsOnlyEmptyPlanets = true;

/// Quantum Error Correction (+1) and Control Infrastructure (-1) modify only die rolls compared
/// with the detection rate (orbital, ground, PROBE); Heisenberg and Spooky Action count the bare
/// roll, so a count never exceeds 8.
inline constexpr bool kModifiersOnlyOnDefenseRolls = true;

/// Magnetic Shielding offers its re-roll on every Entanglion die roll its holder makes (defenses,
/// PROBE, Heisenberg, Spooky Action) as the card says "whenever"; the holder may decline.
inline constexpr bool kMagneticShieldingOnEveryRoll = true;

/// The Mechanic's played cards go into engine control like navigation (on the player's line).
/// When all six boxes are already full, a played card still moves the ships and goes straight to
/// the discard pile.
inline constexpr bool kMechanicCardsFillEngineControl = true;

/// Physical Qubits: the holder may also decline and roll the Centarious die.
inline constexpr bool kPhysicalQubitsMayRoll = true;

/// Dilution Refrigerator: a ship that gains it by any means (retrieval or Bennett) discards down to
/// two at once (its player chooses); a ship that loses it (Bennett, Spooky Action) draws back up to
/// three at once.
inline constexpr bool kDilutionRefillsOnLoss = true;

/// Bennett can be played only when some component is on a ship (so it can do something).
inline constexpr bool kBennettNeedsAComponent = true;

/// Qubit Interconnect: "both ships orbit the same planet" means equal planets (always true inside
/// Entanglion, possible outside it); the swap exchanges one card kind for another, once per turn,
/// before the turn's action.
inline constexpr bool kInterconnectOncePerTurnBeforeAction = true;

// Fixed readings (documented in docs/rules.md, not switchable):
// - Quantum Tunnel is offered only to the current player, against the orbital check after their
//   navigation or the ground defenses of their retrieval (never against PROBE), as a choice
//   (DecisionKind::kDefense) before the die would be rolled.
// - The engine stack is rebuilt the moment it runs out, and again when a draw finds it empty; if
//   both the stack and the discard pile are empty the draw does nothing (impossible with 24 cards,
//   at most 17 of which are outside the piles, but the engine does not rely on it).
// - Detection during a navigation draws its event card at once (after the jump and the +1); if the
//   same turn also filled the engine control, the second quantum event happens at the end of the
//   turn. Every quantum event clears the engine control.
// - The replacement card is drawn before the orbital check (the rulebook's first-game order).
// - Event cards act for the player who draws them ("your ship" in Spooky Action is that player's).
// - When the event deck is empty at a draw (impossible: Quantum Shuffle rebuilds it first), it is
//   rebuilt as Quantum Shuffle does.

}  // namespace entanglion::rules::interpretation
